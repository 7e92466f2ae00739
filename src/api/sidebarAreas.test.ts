import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {AREAS, groupByArea} from './sidebarAreas';

// The generator's page slug of a tag: kebab case of its name.
const tagSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every v2.0 resource, as the generator names its tag page. */
function v2Resources(): string[] {
  const dir = path.join(__dirname, '..', '..', 'openapi', 'v2.0', 'resources');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => (parse(fs.readFileSync(path.join(dir, file), 'utf8')).tags ?? []).map((tag: {name: string}) => tagSlug(tag.name)));
}

const category = (id: string) => ({type: 'category', label: id, link: {type: 'doc', id}, items: [{type: 'doc', id: `${id}-index`}]});

describe('API sidebar areas (openapi/sidebar-areas.json)', () => {
  it('puts every v2.0 resource in exactly one area', () => {
    const placed = AREAS.flatMap((area) => area.resources);
    const resources = v2Resources();
    expect(resources.length).toBeGreaterThan(70);
    expect(resources.filter((resource) => !placed.includes(resource))).toEqual([]);
    expect(placed.filter((resource, i) => placed.indexOf(resource) !== i)).toEqual([]);
    expect(placed.filter((resource) => !resources.includes(resource))).toEqual([]);
  });

  it('has about a dozen areas, none empty', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(10);
    expect(AREAS.length).toBeLessThanOrEqual(16);
    for (const area of AREAS) expect(area.resources.length, area.label).toBeGreaterThan(0);
  });

  it('groups resource categories under their areas, in order, after the other entries', () => {
    const areas = [
      {label: 'People', resources: ['people', 'accounts']},
      {label: 'Tasks', resources: ['tasks']},
    ];
    const entries: Array<{type: string; [key: string]: unknown}> = [{type: 'doc', id: 'intro'}, category('accounts'), category('people'), category('tasks')];
    const grouped = groupByArea(entries, areas);
    expect(grouped.map((entry) => entry.label ?? entry.id)).toEqual(['intro', 'People', 'Tasks']);
    expect((grouped[1].items as Array<{label: string}>).map((item) => item.label)).toEqual(['people', 'accounts']);
  });

  it('fails on a resource that is in no area, and on an area entry the sidebar lacks', () => {
    expect(() => groupByArea([category('people'), category('widgets')], [{label: 'People', resources: ['people']}])).toThrow(/widgets/);
    expect(() => groupByArea([category('people')], [{label: 'People', resources: ['people', 'gadgets']}])).toThrow(/gadgets/);
  });
});
