import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import versionMap from '../../openapi/version-map.json';
import {counterpart, pageOfPath, switchTarget, unmatchedPage} from './versionMap';

interface SpecOperation {
  id: string;
  method: string;
  tags: string[];
}

/** Every operation and tag of a version's spec sources, read the way the bundler reads them. */
function readSpec(version: string): {operations: SpecOperation[]; tags: string[]} {
  const dir = path.join(__dirname, '..', '..', 'openapi', version, 'resources');
  const operations: SpecOperation[] = [];
  const tags: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const doc = parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const tag of doc.tags ?? []) tags.push(tag.name);
    for (const item of Object.values<Record<string, {operationId: string; tags?: string[]}>>(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        if (op?.operationId) operations.push({id: op.operationId, method, tags: op.tags ?? []});
      }
    }
  }
  return {operations, tags};
}

// The generator's page slug of a tag: kebab case of its name.
const tagSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const v1 = readSpec('v1.0');
const v2 = readSpec('v2.0');

describe('version map (openapi/version-map.json)', () => {
  it('pairs operations that exist, with the same method, under paired resources', () => {
    for (const pair of versionMap.operations) {
      const old = v1.operations.find((op) => op.id === pair.v1);
      const current = v2.operations.find((op) => op.id === pair.v2);
      expect(old, pair.v1).toBeDefined();
      expect(current, pair.v2).toBeDefined();
      expect(current?.method, `${pair.v1} -> ${pair.v2}`).toBe(old?.method);
      const resource = versionMap.resources.find((r) => r.v1 === tagSlug(old?.tags[0] ?? ''));
      expect(resource?.v2, `${pair.v1}: its resource is paired with the v2 operation's`).toBe(tagSlug(current?.tags[0] ?? ''));
    }
  });

  it('pairs resource pages that exist', () => {
    for (const pair of versionMap.resources) {
      expect(v1.tags.map(tagSlug), pair.v1).toContain(pair.v1);
      expect(v2.tags.map(tagSlug), pair.v2).toContain(pair.v2);
    }
  });

  it('gives every v1.0 operation its v2.0 counterpart, each at most once', () => {
    const mapped = versionMap.operations.map((p) => p.v1);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(new Set(versionMap.operations.map((p) => p.v2)).size).toBe(mapped.length);
    expect(v1.operations.map((op) => op.id).filter((id) => !mapped.includes(id))).toEqual([]);
  });
});

describe('version switch targets', () => {
  it('keeps the reader on the same operation in both directions', () => {
    expect(switchTarget('/docs/api/people-index/', '1.0')).toEqual({href: '/docs/api/1.0/public-api-v-1-people-index/', matched: true});
    expect(switchTarget('/docs/api/1.0/public-api-v-1-people-index/', '2.0')).toEqual({href: '/docs/api/people-index/', matched: true});
    expect(switchTarget('/docs/api/1.0/public-api-v-1-companies-update/', '2.0').href).toBe('/docs/api/accounts-update/');
    expect(switchTarget('/docs/api/me-index/', '1.0').href).toBe('/docs/api/1.0/public-api-v-1-credentials-me-index/');
    expect(switchTarget('/docs/api/cadence-memberships-create/', '1.0').href).toBe(
      '/docs/api/1.0/public-api-v-1-person-cadence-memberships-create/',
    );
  });

  it('maps resource pages and overviews', () => {
    expect(switchTarget('/docs/api/1.0/companies/', '2.0').href).toBe('/docs/api/accounts/');
    expect(switchTarget('/docs/api/', '1.0').href).toBe('/docs/api/1.0/salesloft-platform/');
    expect(switchTarget('/docs/api/1.0/salesloft-platform/', '2.0').href).toBe('/docs/api/');
    expect(switchTarget('/docs/api/1.0/', '2.0').href).toBe('/docs/api/');
  });

  it("lands on the other version's overview, naming the page, when there is no counterpart", () => {
    expect(switchTarget('/docs/api/people-destroy/', '1.0')).toEqual({
      href: '/docs/api/1.0/salesloft-platform/?unmatched=people-destroy',
      matched: false,
    });
    expect(switchTarget('/docs/api/webhook-subscriptions/', '1.0').matched).toBe(false);
  });

  it('stays put when the version is already the current one, and honours the base URL', () => {
    expect(switchTarget('/docs/api/people-index/', '2.0')).toEqual({href: '/docs/api/people-index/', matched: true});
    expect(switchTarget('/portal/docs/api/people-show/', '1.0', '/portal/').href).toBe('/portal/docs/api/1.0/public-api-v-1-people-show/');
    expect(switchTarget('/docs/platform/intro/', '1.0').href).toBe('/docs/api/1.0/salesloft-platform/');
  });

  it('reads the unmatched page back from the query string, plain slugs only', () => {
    expect(unmatchedPage('?unmatched=people-destroy', '/docs/api/1.0/salesloft-platform/')).toEqual({version: '2.0', slug: 'people-destroy'});
    expect(unmatchedPage('?unmatched=..%2F..%2Fevil', '/docs/api/1.0/salesloft-platform/')).toBeNull();
    expect(unmatchedPage('?unmatched=javascript:alert(1)', '/docs/api/')).toBeNull();
    expect(unmatchedPage('', '/docs/api/')).toBeNull();
  });

  it('recognises reference pages only', () => {
    expect(pageOfPath('/docs/api/')).toEqual({version: '2.0', slug: ''});
    expect(pageOfPath('/docs/api/1.0/')).toEqual({version: '1.0', slug: ''});
    expect(pageOfPath('/docs/platform/intro/')).toBeNull();
    expect(counterpart({version: '2.0', slug: 'tasks-index'})).toBeNull();
  });
});
