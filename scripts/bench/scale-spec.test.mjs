import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {assembleSpec} from '../openapi/bundle-lib.mjs';
import {migrationProblems} from '../openapi/migration-lib.mjs';
import {endpointIndexMdx, operationsOf} from '../openapi/overview-lib.mjs';
import {webhookProblems, webhooksOf} from '../openapi/webhooks-lib.mjs';
import {copyFragment, holdsWebhookEvents, makeTempDir, renameRef, scaleFragments, scaleSidebarAreas, scaleVersionMap, webhookEventTags, writeScaledSpec} from './scale-spec.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** How docusaurus-plugin-openapi-docs names pages: its page slug of an operation id or tag name. */
const pageSlug = createRequire(createRequire(import.meta.url).resolve('docusaurus-plugin-openapi-docs'))('lodash/kebabCase');

const things = {
  tags: [{name: 'Things', description: 'See [things](/docs/api/things-index/).'}],
  paths: {
    '/v2/things': {
      get: {
        operationId: 'things-index',
        summary: 'List things',
        tags: ['Things', 'Shared'],
        parameters: [{$ref: '#/components/parameters/Page'}],
        responses: {200: {description: 'ok', content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}}},
      },
    },
  },
  components: {schemas: {Thing: {type: 'object', properties: {owner: {$ref: '#/components/schemas/Owner'}}}}},
};
const owners = {components: {schemas: {Owner: {type: 'object'}}}};
/** A fragment of webhook events, as openapi/v2.0/resources/webhook-events.yaml: tags, x-webhooks, components. */
const thingEvents = {
  tags: [{name: 'Thing events'}],
  'x-webhooks': {
    thing_created: {
      post: {
        operationId: 'thing-created',
        tags: ['Thing events'],
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
        responses: {200: {$ref: '#/components/responses/Acknowledged'}},
      },
    },
  },
  components: {responses: {Acknowledged: {description: 'ok'}}},
};

describe('renameRef', () => {
  const renamed = new Set(['schemas/Thing']);
  it('suffixes references to fragment components', () => {
    expect(renameRef('#/components/schemas/Thing', renamed, 3)).toBe('#/components/schemas/ThingX3');
    expect(renameRef('#/components/schemas/Thing/properties/id', renamed, 2)).toBe('#/components/schemas/ThingX2/properties/id');
  });
  it('leaves the shared components of the entry alone', () => {
    expect(renameRef('#/components/parameters/Page', renamed, 2)).toBe('#/components/parameters/Page');
    expect(renameRef('#/paths/~1v2~1things', renamed, 2)).toBe('#/paths/~1v2~1things');
  });
});

describe('copyFragment', () => {
  const copy = copyFragment(things, 2, new Set(['schemas/Thing', 'schemas/Owner']), new Set(['Things']));
  it('renames operations, paths, tags and components with one suffix', () => {
    const op = copy.paths['/x2/v2/things'].get;
    expect(op.operationId).toBe('things-index-copy-2');
    expect(op.summary).toBe('List things (x2)');
    expect(op.tags).toEqual(['Things copy 2', 'Shared']);
    expect(copy.tags.map((t) => t.name)).toEqual(['Things copy 2']);
    expect(Object.keys(copy.components.schemas)).toEqual(['ThingX2']);
  });
  it('points references at the same copy, across fragments', () => {
    const op = copy.paths['/x2/v2/things'].get;
    expect(op.responses[200].content['application/json'].schema.$ref).toBe('#/components/schemas/ThingX2');
    expect(copy.components.schemas.ThingX2.properties.owner.$ref).toBe('#/components/schemas/OwnerX2');
    expect(op.parameters[0].$ref).toBe('#/components/parameters/Page');
  });
  it('names the copy so that the plugin keeps its page slugs: the original slug, then -copy-2', () => {
    const op = copy.paths['/x2/v2/things'].get;
    expect(pageSlug(op.operationId)).toBe(op.operationId);
    expect(pageSlug(op.tags[0])).toBe(`${pageSlug('Things')}-copy-2`);
  });
  it('does not change the original', () => {
    expect(things.paths['/v2/things'].get.operationId).toBe('things-index');
    expect(things.components.schemas.Thing.properties.owner.$ref).toBe('#/components/schemas/Owner');
  });
});

describe('scaleFragments', () => {
  it('keeps the originals and adds copies 2..N of every file', () => {
    const files = scaleFragments({'things.yaml': things, 'owners.yaml': owners}, 3);
    expect(Object.keys(files).sort()).toEqual(['owners.x2.yaml', 'owners.x3.yaml', 'owners.yaml', 'things.x2.yaml', 'things.x3.yaml', 'things.yaml']);
    expect(files['things.yaml']).toBe(things);
  });
  it('keeps a fragment of webhook events once: no copy, and the copies do not rename its tags or components', () => {
    const files = scaleFragments({'things.yaml': things, 'thing-events.yaml': thingEvents}, 3);
    expect(Object.keys(files).sort()).toEqual(['thing-events.yaml', 'things.x2.yaml', 'things.x3.yaml', 'things.yaml']);
    expect(files['thing-events.yaml']).toBe(thingEvents);
    expect(webhookEventTags({'things.yaml': things, 'thing-events.yaml': thingEvents})).toEqual(['Thing events']);
  });
  it('refuses a fragment that holds both paths and webhook events, naming it', () => {
    const mixed = {...things, 'x-webhooks': thingEvents['x-webhooks']};
    expect(() => scaleFragments({'mixed.yaml': mixed}, 2)).toThrow(/mixed\.yaml holds both paths and webhook events/);
    expect(holdsWebhookEvents('things.yaml', things)).toBe(false);
    expect(holdsWebhookEvents('thing-events.yaml', thingEvents)).toBe(true);
  });
  it('rejects a factor that is not a whole number of at least 1', () => {
    expect(() => scaleFragments({}, 0)).toThrow(/factor/);
    expect(() => scaleFragments({}, 1.5)).toThrow(/factor/);
  });
});

describe('scaleSidebarAreas and scaleVersionMap', () => {
  it('puts copies of each resource in the area of the original, after the originals', () => {
    const areas = {$comment: 'c', areas: [{label: 'A', resources: ['things', 'owners']}, {label: 'B', resources: ['hooks']}]};
    expect(scaleSidebarAreas(areas, 3)).toEqual({
      $comment: 'c',
      areas: [
        {label: 'A', resources: ['things', 'owners', 'things-copy-2', 'owners-copy-2', 'things-copy-3', 'owners-copy-3']},
        {label: 'B', resources: ['hooks', 'hooks-copy-2', 'hooks-copy-3']},
      ],
    });
  });
  it('keeps the resources it is told to keep once (the webhook events) once, in place', () => {
    const areas = {areas: [{label: 'A', resources: ['things']}, {label: 'Webhook events', resources: ['thing-events', 'owner-events']}]};
    expect(scaleSidebarAreas(areas, 3, new Set(['thing-events', 'owner-events']))).toEqual({
      areas: [
        {label: 'A', resources: ['things', 'things-copy-2', 'things-copy-3']},
        {label: 'Webhook events', resources: ['thing-events', 'owner-events']},
      ],
    });
  });
  it('pairs copy k with copy k and copies what has no counterpart', () => {
    const map = {
      resources: [{v1: 'companies', v2: 'accounts', note: 'n'}],
      operations: [{v1: 'v1-companies-index', v2: 'accounts-index'}],
      v1_only: [{v1: 'v1-companies-merge', note: 'gone'}],
      v2_only: {$comment: 'c', resources: ['hooks'], operations: ['accounts-destroy']},
    };
    expect(scaleVersionMap(map, 2)).toEqual({
      resources: [{v1: 'companies', v2: 'accounts', note: 'n'}, {v1: 'companies-copy-2', v2: 'accounts-copy-2', note: 'n'}],
      operations: [{v1: 'v1-companies-index', v2: 'accounts-index'}, {v1: 'v1-companies-index-copy-2', v2: 'accounts-index-copy-2'}],
      v1_only: [{v1: 'v1-companies-merge', note: 'gone'}, {v1: 'v1-companies-merge-copy-2', note: 'gone'}],
      v2_only: {$comment: 'c', resources: ['hooks', 'hooks-copy-2'], operations: ['accounts-destroy', 'accounts-destroy-copy-2']},
    });
    expect(scaleVersionMap(map, 1)).toEqual(map);
  });
});

describe('writeScaledSpec on the real spec', () => {
  const made = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('writes N times the REST operations and the webhook events once, with unique ids and resolving references', () => {
    const outDir = makeTempDir('scale-spec-test-');
    made.push(outDir);
    writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir, factor: 3});
    for (const version of ['v2.0', 'v1.0']) {
      const original = assembleSpec(path.join(repoRoot, 'openapi', version));
      // assembleSpec throws on a duplicate id, path, tag or component, and on a dangling $ref.
      const scaled = assembleSpec(path.join(outDir, version));
      // Its operation ids are those of the paths and of the webhook events (x-webhooks).
      const events = webhooksOf(original.doc);
      const eventTags = new Set(events.map((w) => w.tag));
      expect(scaled.operationIds).toHaveLength((original.operationIds.length - events.length) * 3 + events.length);
      expect(new Set(scaled.operationIds).size).toBe(scaled.operationIds.length);
      expect(scaled.doc.tags).toHaveLength((original.doc.tags.length - eventTags.size) * 3 + eventTags.size);
      expect(Object.keys(scaled.doc.paths)).toHaveLength(Object.keys(original.doc.paths).length * 3);
      expect(webhooksOf(scaled.doc).map((w) => [w.event, w.operationId, w.tag])).toEqual(events.map((w) => [w.event, w.operationId, w.tag]));
    }
  }, 60_000);

  it("passes gen-api-docs' check of the webhook events against the event-types guide", () => {
    const outDir = makeTempDir('scale-spec-test-');
    made.push(outDir);
    writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir, factor: 2});
    const {doc, locate} = assembleSpec(path.join(outDir, 'v2.0'));
    expect(webhooksOf(doc).length).toBeGreaterThan(0);
    // What generate.mjs runs on the v2.0 spec before writing a page (every event a row of the guide, and the reverse).
    const guide = 'docs/platform/webhooks/event-types.mdx';
    expect(webhookProblems(doc, locate, {file: guide, text: fs.readFileSync(path.join(repoRoot, guide), 'utf8')})).toEqual([]);
  }, 60_000);

  it('passes the checks of gen-api-docs and the sidebar with the page slugs the plugin gives', () => {
    const outDir = makeTempDir('scale-spec-test-');
    made.push(outDir);
    writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir, factor: 3});
    const [v1Doc, v2Doc] = ['v1.0', 'v2.0'].map((version) => assembleSpec(path.join(outDir, version)).doc);
    const [v1, v2] = [v1Doc, v2Doc].map(operationsOf);
    // gen-api-docs: a page named after every operation id.
    expect([...v1, ...v2].filter((op) => pageSlug(op.id) !== op.id).map((op) => op.id)).toEqual([]);
    // Resources are the tags of operations and of webhook events (x-webhooks), each a sidebar group.
    const v2TagSlugs = new Map([...v2.map((op) => [op.tag, pageSlug(op.tag)]), ...webhooksOf(v2Doc).map((w) => [w.tag, pageSlug(w.tag)])]);
    const readJson = (file) => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
    // Every v2.0 resource in exactly one area, and no area naming a resource the spec lacks (groupByArea).
    const areas = readJson('sidebar-areas.json').areas;
    const placed = areas.flatMap((area) => area.resources);
    expect(new Set(placed).size).toBe(placed.length);
    expect(new Set(placed)).toEqual(new Set(v2TagSlugs.values()));
    expect(() => endpointIndexMdx(v2, areas, v2TagSlugs)).not.toThrow();
    // Copies are in their original's area.
    const areaOf = new Map(areas.flatMap((area) => area.resources.map((slug) => [slug, area.label])));
    for (const slug of placed) expect(areaOf.get(slug)).toBe(areaOf.get(slug.replace(/-copy-\d+$/, '')));
    expect(migrationProblems(v1, v2, readJson('version-map.json'), (op) => v2TagSlugs.get(op.tag))).toEqual([]);
  }, 60_000);

  it('refuses to write into the repository', () => {
    expect(() => writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir: path.join(repoRoot, 'openapi-scaled'), factor: 2})).toThrow(/repository/);
    expect(fs.existsSync(path.join(repoRoot, 'openapi-scaled'))).toBe(false);
  });

  it('refuses a folder that already holds files', () => {
    const outDir = makeTempDir('scale-spec-test-');
    made.push(outDir);
    fs.writeFileSync(path.join(outDir, 'keep.txt'), 'x');
    expect(() => writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir, factor: 2})).toThrow(/not empty/);
  });
});
