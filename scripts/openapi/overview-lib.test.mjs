import {describe, expect, it} from 'vitest';
import {
  addVersionNotice,
  endpointIndexMdx,
  markdownHref,
  markdownText,
  methodBadge,
  operationsOf,
  replaceScopeLists,
  scopesPageMarkdown,
  scopesPageMdx,
  v1IndexPageMarkdown,
  v1IndexPageMdx,
} from './overview-lib.mjs';

const spec = {
  security: [{OAuth2: []}],
  components: {
    securitySchemes: {
      OAuth2: {
        type: 'oauth2',
        flows: {
          authorizationCode: {scopes: {'people:read': 'Read people', 'people:write': 'Create and update people'}},
          clientCredentials: {scopes: {'people:read': 'Read people'}},
        },
      },
    },
  },
  paths: {
    '/v2/people': {
      get: {operationId: 'people-index', summary: 'List people', tags: ['People'], security: [{OAuth2: ['people:read']}]},
      post: {operationId: 'people-create', summary: 'Create a <person> {now}', tags: ['People'], security: [{OAuth2: ['people:write']}]},
    },
    '/v2/people/{id}': {delete: {operationId: 'people-destroy', summary: 'Delete a person', tags: ['People']}},
    '/v2/tasks': {get: {operationId: 'tasks-index', summary: 'List tasks', tags: ['Tasks']}},
  },
};
const operations = operationsOf(spec);
const tagSlugs = new Map([['People', 'people'], ['Tasks', 'tasks']]);
const areas = [
  {label: 'People & Accounts', resources: ['people']},
  {label: 'Tasks', resources: ['tasks']},
];

describe('reference overview pages', () => {
  it('reads every operation with its method, path, tag and scopes', () => {
    expect(operations.map((op) => `${op.method} ${op.path} ${op.id}`)).toEqual([
      'get /v2/people people-index',
      'post /v2/people people-create',
      'delete /v2/people/{id} people-destroy',
      'get /v2/tasks tasks-index',
    ]);
    expect(operations[0].scopes).toEqual(['people:read']);
  });

  it('writes the method of a badge as text', () => {
    expect(methodBadge('delete')).toBe('<span className="api-delete">DELETE</span>');
  });

  it('indexes every operation under its resource and area, with badge, path, summary and link', () => {
    const mdx = endpointIndexMdx(operations, areas, tagSlugs);
    for (const op of operations) expect(mdx).toContain(`<a href="/docs/api/${op.id}/">${methodBadge(op.method)}`);
    expect(mdx).toContain('<code>{"/v2/people/{id}"}</code>');
    // Markup in a summary stays text.
    expect(mdx).toContain('{" Create a <person> {now}"}');
    expect(mdx.indexOf('"People & Accounts"')).toBeLessThan(mdx.indexOf('"Tasks"'));
    expect(mdx).toContain('{"3 operations"}');
    expect(mdx).toMatch(/^import Disclosure from "@site\/src\/components\/Disclosure";/);
    expect(mdx.match(/<Disclosure className="api-index__area">/g)).toHaveLength(2);
    expect(mdx).toContain('<li><a href="/docs/api/people/">{"People"}</a>\n<ul>');
  });

  it('leaves out an area that has no operations (the webhook events area)', () => {
    const mdx = endpointIndexMdx(operations, [...areas, {label: 'Webhook events', resources: ['person-events']}], tagSlugs);
    expect(mdx).not.toContain('Webhook events');
    expect(mdx.match(/<Disclosure className="api-index__area">/g)).toHaveLength(2);
  });

  it('refuses an operation whose resource is in no area', () => {
    expect(() => endpointIndexMdx(operations, [areas[0]], tagSlugs)).toThrow(/tasks/);
  });

  it("replaces the overview's scope lists by a link to the scopes page", () => {
    const overview = '<div>x</div><span>\n  Scopes:\n</span><ul>\n<li>\n a:read\n</li>\n</ul>\n<td>';
    const {mdx, replaced} = replaceScopeLists(overview, '/docs/api/scopes/');
    expect(replaced).toBe(1);
    expect(mdx).toBe('<div>x</div><a href="/docs/api/scopes/" children={"Scopes: see the scopes page"} />\n<td>');
  });

  it('lists each scope with its description, its flows and the operations that need it', () => {
    const page = scopesPageMdx(spec, operations);
    expect(page).toMatch(/^---\nid: scopes\n/);
    expect(page).toContain('children={"people:write"}');
    expect(page).toContain('Offered by the authorizationCode flow only.');
    const write = page.slice(page.indexOf('children={"people:write"}'));
    expect(write).toContain('<a href="/docs/api/people-create/">{"Create a <person> {now}"}</a>');
    expect(write).not.toContain('href="/docs/api/people-index/"');
  });

  it('indexes v1.0 operations with their v2.0 counterparts', () => {
    const v1 = operationsOf({paths: {'/people.json': {get: {operationId: 'public-api-v-1-people-index', summary: 'List people (legacy)', tags: ['People']}}}});
    const page = v1IndexPageMdx(v1, new Map([['People', 'people']]), {operations: [{v1: 'public-api-v-1-people-index', v2: 'people-index'}]});
    expect(page).toContain('href="/docs/api/1.0/public-api-v-1-people-index/"');
    expect(page).toContain('href="/docs/api/people-index/">v2.0: {"people-index"}</a>');
  });

  it('puts the version notice below the title and imports it', () => {
    const mdx = addVersionNotice('---\nid: x\n---\n\nimport A from "a";\n\n<Heading\n  as={"h1"}\n  children={"T"}\n>\n</Heading>\n\nText');
    expect(mdx).toContain('</Heading>\n\n<VersionNotice />\n');
    expect(mdx).toMatch(/^---\nid: x\n---\n\nimport VersionNotice from "@site\/src\/components\/VersionNotice";\n/);
    expect(addVersionNotice('no heading')).toBeNull();
  });
});

describe('Markdown twins of the pages that are not one operation', () => {
  it("links a page's twin, the base of a folder included", () => {
    expect(markdownHref('/docs/api/people-index/')).toBe('/docs/api/people-index.md');
    expect(markdownHref('/docs/api/')).toBe('/docs/api.md');
    expect(markdownHref('/docs/api/1.0/')).toBe('/docs/api/1.0.md');
    expect(markdownHref('/docs/platform/api-basics/scopes/#granting')).toBe('/docs/platform/api-basics/scopes.md#granting');
    expect(markdownText('List [legacy]\n people')).toBe('List \\[legacy\\] people');
  });

  it('gives each scope a heading, what it allows, and the operations that need it with method and path', () => {
    const md = scopesPageMarkdown(spec, operations);
    expect(md.startsWith('# OAuth scopes\n\nAn access token carries the scopes')).toBe(true);
    expect(md).toContain('[How to request scopes](/docs/platform/api-basics/scopes.md) is in the guides.');
    expect(md).toContain('## people:read\n\nRead people.\n\nOperations that require it:\n\n- [List people](/docs/api/people-index.md): `GET /v2/people`\n');
    const write = md.slice(md.indexOf('## people:write'));
    expect(write).toContain('Create and update people. Offered by the authorizationCode flow only.');
    expect(write).toContain('- [Create a <person> {now}](/docs/api/people-create.md): `POST /v2/people`');
    expect(write).not.toContain('people-index');
    // No JSX and no MDX expressions: plain Markdown.
    expect(md).not.toMatch(/<Heading|className=|\{"/);
    expect(md.endsWith('\n')).toBe(true);
  });

  it('says so when no operation needs a scope', () => {
    const md = scopesPageMarkdown(spec, operations.filter((op) => op.id !== 'people-create'));
    expect(md).toContain('## people:write\n\nCreate and update people. Offered by the authorizationCode flow only.\n\nNo operation of this reference requires it on its own.');
  });

  it('lists the v1.0 operations with full paths and their v2.0 counterparts, or says there is none', () => {
    const v1 = operationsOf({
      paths: {
        '/people.json': {get: {operationId: 'public-api-v-1-people-index', summary: 'List people (legacy)', tags: ['People']}},
        '/people/{id}.json': {delete: {operationId: 'public-api-v-1-people-destroy', summary: 'Delete a person (legacy)', tags: ['People']}},
      },
    });
    const md = v1IndexPageMarkdown({
      operations: v1,
      tagSlugs: new Map([['People', 'people']]),
      versionMap: {operations: [{v1: 'public-api-v-1-people-index', v2: 'people-index'}]},
      v2Operations: operations,
      v1PathPrefix: '/public_api/v1',
    });
    expect(md.startsWith('# API v1.0 operations\n\nThe legacy v1.0 API has 2 operations.')).toBe(true);
    expect(md).toContain('[About v1.0](/docs/api/1.0/salesloft-platform.md) · [The v2.0 reference](/docs/api.md)');
    expect(md).toContain(
      [
        '## [People](/docs/api/1.0/people.md)',
        '',
        '- [List people (legacy)](/docs/api/1.0/public-api-v-1-people-index.md): `GET /public_api/v1/people.json`',
        '  - v2.0: [List people](/docs/api/people-index.md): `GET /v2/people`',
        '- [Delete a person (legacy)](/docs/api/1.0/public-api-v-1-people-destroy.md): `DELETE /public_api/v1/people/{id}.json`',
        '  - No v2.0 counterpart.',
      ].join('\n'),
    );
  });
});
