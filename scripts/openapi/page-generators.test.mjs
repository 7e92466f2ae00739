import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {pageDescription, pageGenerators, TAG_TEMPLATE} from './page-generators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'package.json'));
const {render} = require('mustache');

const operation = (id, tags, description, extra = {}) => ({
  type: 'api',
  id,
  title: id,
  frontMatter: {description: description.slice(0, 20)},
  api: {method: 'get', path: `/v2/${id}`, description, tags, parameters: [], ...extra},
});
const tagItem = (name) => ({type: 'tag', id: name.toLowerCase(), frontMatter: {description: name}, tag: {name, description: `All about ${name}.`}});

describe('createApiPageMD', () => {
  it("is the plugin's page without unused imports, with every allOf combined and no x-source", () => {
    const g = pageGenerators(root);
    const schema = {allOf: [{type: 'object', properties: {a: {type: 'string'}}}, {type: 'object', properties: {b: {type: 'string', 'x-source': 'ticket 1'}}}]};
    const body = g.options.markdownGenerators.createApiPageMD(
      operation('people-index', ['People'], 'Lists people.', {responses: {200: {description: 'OK', content: {'application/json': {schema}}}}}),
    );
    expect(body).toContain('<MethodEndpoint');
    expect(body).toContain('responses={{"200":{"description":"OK","content":{"application/json":{"schema":{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}}}}}}}}');
    expect(body).not.toContain('allOf');
    expect(body).not.toContain('x-source');
    // The plugin imports Translate and Heading for every page; both are used here. Nothing imported is unused.
    for (const [, name] of body.matchAll(/^import (\w+) from/gm)) expect(body.replace(/^import .*$/gm, '')).toMatch(new RegExp(`[<{(,]\\s*${name}\\b`));
    expect(g.problems).toEqual([]);
  });

  it('writes the request a receiver gets on a webhook event page, and drops the MethodEndpoint import', () => {
    const g = pageGenerators(root);
    const webhook = operation('webhook-person-updated', ['Person events'], 'Sent when a person changes.', {
      method: 'event',
      path: 'webhook',
      parameters: [{name: 'x-salesloft-event', in: 'header', example: 'person_updated', schema: {type: 'string'}}],
    });
    const body = g.options.markdownGenerators.createApiPageMD(webhook);
    expect(body).not.toContain('MethodEndpoint');
    expect(body).toContain('<code>{"person_updated"}</code>');
    expect(g.problems).toEqual([]);
  });

  it('records a failure with the page instead of throwing inside the plugin', () => {
    const g = pageGenerators(root);
    const choice = {allOf: [{oneOf: [{type: 'string'}, {type: 'integer'}]}, {type: 'object'}]};
    const item = operation('odd-index', ['Odd'], 'Odd.', {responses: {200: {description: 'OK', content: {'application/json': {schema: choice}}}}});
    expect(() => g.options.markdownGenerators.createApiPageMD(item)).not.toThrow();
    expect(g.problems).toHaveLength(1);
    expect(g.problems[0]).toMatch(/^docs\/api\/odd-index\.api\.mdx: cannot combine allOf ahead of the theme/);
    const hook = operation('webhook-x', ['X events'], 'X.', {method: 'event', path: 'webhook'});
    g.startFolder('1.0');
    g.options.markdownGenerators.createApiPageMD(hook);
    expect(g.problems[1]).toBe('docs/api/1.0/webhook-x.api.mdx: a webhook page (method "event") without its x-salesloft-event example or the MethodEndpoint the plugin writes');
  });
});

describe('tag pages', () => {
  it("carry their own version's operation descriptions, in the order of their files, in the plugin's template with the descriptions beside the card list", () => {
    const g = pageGenerators(root);
    const md = g.options.markdownGenerators;
    md.createApiPageMD(operation('people-show', ['People'], 'Shows a person. More.'));
    md.createApiPageMD(operation('people-index', ['People'], 'Lists `people` you can see. More.'));
    md.createApiPageMD(operation('people', ['People'], 'People. More.'));
    md.createApiPageMD(operation('notes-index', ['Notes'], ''));
    g.startFolder('1.0');
    md.createApiPageMD(operation('v1-people-index', ['People'], 'Old people.'));
    g.startFolder('.');
    const people = tagItem('People');
    const markdown = md.createTagPageMD(people);
    // people-index.api.mdx < people-show.api.mdx < people.api.mdx ("-" sorts before ".").
    expect(people.operationDescriptions).toBe('{"people-index":"Lists people you can see.","people-show":"Shows a person.","people":"People."}');
    const page = render(fs.readFileSync(TAG_TEMPLATE, 'utf8'), {...people, markdown});
    expect(page).toContain('All about People.');
    expect(page).toContain(`export const operationDescriptions = ${people.operationDescriptions};`);
    expect(page).toContain('<DocCardList items={useCurrentSidebarCategory().items.map((item) => ({...item, description: item.description ?? operationDescriptions[item.docId]}))}/>');
    g.startFolder('1.0');
    const v1 = tagItem('People');
    md.createTagPageMD(v1);
    expect(v1.operationDescriptions).toBe('{"1.0/v1-people-index":"Old people."}');
    expect(g.problems).toEqual([]);
  });

  it('is the default tag template of the installed plugin with only the descriptions added', () => {
    const index = fs.readFileSync(require.resolve('docusaurus-plugin-openapi-docs/lib/index.js'), 'utf8');
    const upstream = /const tagMdTemplate = tagTemplate\s*\?[^:]*:\s*`([\s\S]*?)`;/.exec(index)?.[1]?.replaceAll('\\`', '`');
    expect(upstream).toBeDefined();
    const ours = fs.readFileSync(TAG_TEMPLATE, 'utf8');
    const list = '<DocCardList items={useCurrentSidebarCategory().items}/>';
    expect(upstream.split(list)).toHaveLength(2);
    expect(ours).toBe(
      upstream.replace(
        list,
        'export const operationDescriptions = {{{operationDescriptions}}};\n\n<DocCardList items={useCurrentSidebarCategory().items.map((item) => ({...item, description: item.description ?? operationDescriptions[item.docId]}))}/>',
      ),
    );
  });

  it('records a tag page that comes before any operation page of its version', () => {
    const g = pageGenerators(root);
    g.options.markdownGenerators.createTagPageMD(tagItem('People'));
    expect(g.problems).toEqual(['docs/api/people.tag.mdx: written before any operation page of its version; review scripts/openapi/page-generators.mjs']);
  });
});

describe('pageDescription', () => {
  it("is the first sentence in plain text, else the plugin's front matter value as YAML reads it", () => {
    expect(pageDescription({api: {description: 'Lists `people`. Then more.'}, frontMatter: {description: 'x'}})).toBe('Lists people.');
    expect(pageDescription({api: {description: ''}, frontMatter: {description: 'A \\"b\\"'}})).toBe('A "b"');
    expect(pageDescription({api: {}, frontMatter: {description: ''}})).toBe('');
  });
});
