import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import versionMap from '../../openapi/version-map.json';
import {assembleSpec} from './bundle-lib.mjs';
import {addCounterpartNote, counterpartsOf, migrationPageMarkdown, migrationPageMdx, migrationProblems, VERSION_CHANGES} from './migration-lib.mjs';
import {operationsOf} from './overview-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tagSlug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

describe('the migration map of the real specs (openapi/version-map.json)', () => {
  const v1 = operationsOf(assembleSpec(path.join(root, 'openapi', 'v1.0')).doc);
  const v2 = operationsOf(assembleSpec(path.join(root, 'openapi', 'v2.0')).doc);
  const resourceOf = (op) => tagSlug(op.tag);

  it('pairs or marks every operation of both versions, and nothing twice', () => {
    expect(v1.length).toBeGreaterThan(10);
    expect(v2.length).toBeGreaterThan(150);
    expect(migrationProblems(v1, v2, versionMap, resourceOf)).toEqual([]);
  });

  it('fails an operation that is neither paired nor marked, and one that is both', () => {
    const unmarked = {...versionMap, v2_only: {...versionMap.v2_only, operations: versionMap.v2_only.operations.filter((id) => id !== 'people-destroy')}};
    expect(migrationProblems(v1, v2, unmarked, resourceOf)).toEqual([
      'v2.0 operation people-destroy is neither paired with a v1.0 operation nor marked in v2_only (its operation or its resource "people")',
    ]);
    const unpaired = {...versionMap, operations: versionMap.operations.filter((p) => p.v1 !== 'public-api-v-1-tags-index')};
    expect(migrationProblems(v1, v2, unpaired, resourceOf)).toEqual([
      'v1.0 operation public-api-v-1-tags-index is neither paired with a v2.0 operation nor listed in v1_only',
      'v2.0 operation tags-index is neither paired with a v1.0 operation nor marked in v2_only (its operation or its resource "tags")',
    ]);
    const twice = {...versionMap, v1_only: [{v1: 'public-api-v-1-tags-index'}]};
    expect(migrationProblems(v1, v2, twice, resourceOf)).toEqual(['v1.0 operation public-api-v-1-tags-index is paired and also listed in v1_only']);
    const stale = {...versionMap, v2_only: {...versionMap.v2_only, operations: [...versionMap.v2_only.operations, 'widgets-index']}};
    expect(migrationProblems(v1, v2, stale, resourceOf)).toEqual(['version-map.json names widgets-index, which is in neither spec']);
  });
});

describe('migrationPageMdx and addCounterpartNote', () => {
  const v1Operations = [
    {id: 'public-api-v-1-people-index', method: 'get', path: '/people.json', summary: 'List people (legacy)', tag: 'People'},
    {id: 'public-api-v-1-people-destroy', method: 'delete', path: '/people/{id}.json', summary: 'Delete <a> person', tag: 'People'},
  ];
  const v2Operations = [
    {id: 'people-index', method: 'get', path: '/v2/people', summary: 'List people', tag: 'People'},
    {id: 'widgets-index', method: 'get', path: '/v2/widgets', summary: 'List {widgets}', tag: 'Widgets'},
  ];
  const map = {
    resources: [{v1: 'people', v2: 'people', note: 'same records'}],
    operations: [{v1: 'public-api-v-1-people-index', v2: 'people-index'}],
    v1_only: [{v1: 'public-api-v-1-people-destroy', note: 'Delete people in the app.'}],
    v2_only: {resources: ['widgets'], operations: []},
  };
  const page = {
    v1Operations,
    v2Operations,
    versionMap: map,
    v1TagSlugs: new Map([['People', 'people']]),
    v2TagSlugs: new Map([['People', 'people'], ['Widgets', 'widgets']]),
    v1PathPrefix: '/public_api/v1',
  };
  const mdx = migrationPageMdx(page);

  it('puts each v1.0 operation, with its full path, beside its v2.0 counterpart, both linked', () => {
    expect(mdx).toContain('<a href="/docs/api/1.0/public-api-v-1-people-index/"><span className="api-get">GET</span> <code>{"/public_api/v1/people.json"}</code></a>');
    expect(mdx).toContain('<a href="/docs/api/people-index/"><span className="api-get">GET</span> <code>{"/v2/people"}</code></a>');
    expect(mdx).toContain('{"(same records)"}');
  });

  it('says plainly when there is no counterpart, with the note', () => {
    expect(mdx).toContain('{"No v2.0 counterpart. Delete people in the app."}');
  });

  it('lists what only v2.0 has, and keeps spec text out of the markup', () => {
    expect(mdx).toContain('<a href="/docs/api/widgets/">{"Widgets"}</a>{" (1 operation)"}');
    expect(mdx).toContain('{"Delete <a> person"}');
    expect(mdx).not.toMatch(/>Delete <a> person/);
  });

  it('says what changed between the versions before the operation map, with code as code', () => {
    expect(mdx.indexOf('id={"what-changed"}')).toBeGreaterThan(0);
    expect(mdx.indexOf('id={"what-changed"}')).toBeLessThan(mdx.indexOf('id={"operations"}'));
    expect(VERSION_CHANGES.map((c) => c.topic)).toEqual(['Base path', 'The `.json` suffix', 'Response envelope', 'Paging', 'Resource and field names', 'Errors']);
    expect(mdx).toContain('<li><strong>{"The "}<code>{".json"}</code>{" suffix."}</strong>{" "}{"Every v1.0 path ends in "}<code>{".json"}</code>');
    expect(mdx).toContain('<code>{"metadata.paging.next_page"}</code>');
    expect(mdx).toContain('<a href="/docs/platform/guides/versioning-and-deprecation/">');
    // Nothing of the rules reaches the markup unquoted.
    const start = mdx.indexOf('api-migration__changes');
    const changes = mdx.slice(start, mdx.indexOf('</ul>', start));
    expect(changes.replace(/\{"(?:[^"\\]|\\.)*"\}/g, '')).not.toMatch(/[A-Za-z]{4,} [a-z]/);
  });

  it('notes the counterpart, or its absence, right below a v1.0 page\'s method and path', () => {
    const page = '# x\n\n<MethodEndpoint\n  method={"get"}\n>\n</MethodEndpoint>\n\nBody.\n';
    const note = addCounterpartNote(page, 'public-api-v-1-people-index', map, v2Operations);
    expect(note).toContain('</MethodEndpoint>\n\n:::tip[v2.0 counterpart]\n\nIn API v2.0: [`GET /v2/people`](/docs/api/people-index/) (List people).');
    expect(note).toContain('[migration map](/docs/api/migrating-from-v1/)');
    expect(addCounterpartNote(page, 'public-api-v-1-people-destroy', map, v2Operations)).toContain('API v2.0 has no counterpart for this operation.');
    expect(addCounterpartNote('no endpoint here', 'x', map, v2Operations)).toBeNull();
  });

  it('finds the counterparts of a v1.0 operation in the order of the map', () => {
    expect(counterpartsOf('public-api-v-1-people-index', map, v2Operations).map((op) => op.id)).toEqual(['people-index']);
    const twice = {...map, operations: [...map.operations, {v1: 'public-api-v-1-people-index', v2: 'widgets-index'}]};
    expect(counterpartsOf('public-api-v-1-people-index', twice, v2Operations).map((op) => op.id)).toEqual(['people-index', 'widgets-index']);
    expect(counterpartsOf('public-api-v-1-people-destroy', map, v2Operations)).toEqual([]);
  });

  describe('migrationPageMarkdown', () => {
    const md = migrationPageMarkdown(page);

    it('gives each v1.0 operation its method and full path, and below it its v2.0 counterpart, linked to their twins', () => {
      expect(md.startsWith('# Migrating from v1.0 to v2.0\n\nAPI v1.0 lives under https://api.salesloft.com/public_api/v1')).toBe(true);
      expect(md).toContain('The list below pairs each v1.0 operation');
      expect(md).toContain(
        [
          '## v1.0 operations and their v2.0 counterparts',
          '',
          '### People',
          '',
          '(same records)',
          '',
          '- v1.0: [List people (legacy)](/docs/api/1.0/public-api-v-1-people-index.md): `GET /public_api/v1/people.json`',
          '  - v2.0: [List people](/docs/api/people-index.md): `GET /v2/people`',
        ].join('\n'),
      );
    });

    it('says plainly when there is none, with the note of the map', () => {
      expect(md).toContain(
        '- v1.0: [Delete <a> person](/docs/api/1.0/public-api-v-1-people-destroy.md): `DELETE /public_api/v1/people/{id}.json`\n  - No v2.0 counterpart. Delete people in the app.',
      );
    });

    it('lists what only v2.0 has, as the page does', () => {
      expect(md).toContain('## Only in v2.0\n\n1 resources have no v1.0 equivalent at all:\n\n- [Widgets](/docs/api/widgets.md) (1 operation)');
      expect(md).toContain('These v2.0 operations belong to resources v1.0 had');
      expect(md).not.toMatch(/<a |<span|className=|\{"/);
    });

    it('says what changed between the versions, with the same rules as the page', () => {
      expect(md).toContain('## What changed between the versions\n\nBeyond the operation map below, six rules differ between the versions. [Versioning and deprecation](/docs/platform/guides/versioning-and-deprecation.md)');
      for (const change of VERSION_CHANGES) expect(md).toContain(`- **${change.topic}.** ${change.change}`);
      expect(md.indexOf('## What changed')).toBeLessThan(md.indexOf('## v1.0 operations'));
    });

    it('says what the page says', () => {
      // Every v1.0 path, v2.0 path and note of the page is in the twin.
      for (const fact of ['/public_api/v1/people.json', '/public_api/v1/people/{id}.json', '/v2/people', 'same records', 'No v2.0 counterpart. Delete people in the app.', 'Widgets']) {
        expect(mdx).toContain(fact);
        expect(md).toContain(fact);
      }
    });
  });
});
