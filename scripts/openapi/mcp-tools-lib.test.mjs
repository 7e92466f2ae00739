import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {assembleSpec} from './bundle-lib.mjs';
import {operationsOf} from './overview-lib.mjs';
import {
  loadManifest,
  manifestProblems,
  mcpToolsContent,
  mcpToolsIndexMarkdown,
  mcpToolsIndexMdx,
  mcpToolsOutputsMarkdown,
  mcpToolsOutputsMdx,
  outputGroups,
  mcpToolsProblems,
  restOperationOf,
  schemaRows,
  sourceProblems,
  TOOL_SUMMARIES,
  typeLabel,
} from './mcp-tools-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const v2 = assembleSpec(path.join(root, 'openapi', 'v2.0')).doc;
const operations = operationsOf(v2);
const {manifest, source} = loadManifest(root);
const content = mcpToolsContent(manifest, source, operations);
/** The index's twin holds every tool in full. */
const markdown = mcpToolsIndexMarkdown(content);
const indexMdx = mcpToolsIndexMdx(content);
const outputsMdx = mcpToolsOutputsMdx(content);
const outputsMarkdown = mcpToolsOutputsMarkdown(content);

describe('the checked-in MCP tool manifest', () => {
  it('is the published fifteen tools, all read-only, with its origin recorded', () => {
    expect(manifest.tools).toHaveLength(15);
    expect(manifest.tools.every((t) => t.annotations?.readOnlyHint === true && t.annotations?.destructiveHint === false)).toBe(true);
    expect(source.published_at).toBe('https://mcp.salesloft.com/');
    expect(source.endpoint).toBe('https://mcp.salesloft.com/mcp');
    expect(sourceProblems(source)).toEqual([]);
    expect(manifestProblems(manifest)).toEqual([]);
  });

  it('has a summary and, for every tool that reads data, a v2.0 operation by method and path', () => {
    expect(mcpToolsProblems(manifest, operations)).toEqual([]);
    expect(Object.keys(TOOL_SUMMARIES).sort()).toEqual(manifest.tools.map((t) => t.name).sort());
    const mcpOnly = manifest.tools.filter((t) => !t.path).map((t) => t.name).sort();
    expect(mcpOnly).toEqual(['report_missing_functionality', 'submit_feedback']);
  });

  it.each(manifest.tools.filter((t) => t.path).map((t) => [t.name, t]))('%s links to an operation page that the spec has', (name, tool) => {
    const op = restOperationOf(tool, operations);
    expect(op, `${tool.method} ${tool.path}`).not.toBeNull();
    // The route's doc id is the operationId, and the spec declares it at that method and path.
    expect(v2.paths[tool.path][tool.method].operationId).toBe(op.id);
    const slug = name.replace(/_/g, '-');
    expect(markdown).toContain(`## \`${name}\`\n\n${TOOL_SUMMARIES[name]}\n\nREST operation: [\`${tool.method.toUpperCase()} ${tool.path}\` (${op.summary})](/docs/api/${op.id}.md).`);
    const section = indexMdx.slice(indexMdx.indexOf(`id={"${slug}"}`));
    expect(section.slice(0, section.indexOf('<Heading', 10) >>> 0)).toContain(`<a href={"/docs/api/${op.id}/"}><code>{${JSON.stringify(`${tool.method.toUpperCase()} ${tool.path}`)}}</code>`);
  });

  it('pairs the tools with the operations the crosswalk names', () => {
    const idOf = (name) => restOperationOf(manifest.tools.find((t) => t.name === name), operations)?.id;
    expect(idOf('current_user')).toBe('me-index');
    expect(idOf('search_people')).toBe('people-index');
    expect(idOf('person_by_id')).toBe('people-show');
    expect(idOf('conversation_by_id')).toBe('conversations-find-one-extensive');
    expect(idOf('conversation_recording_by_id')).toBe('conversations-find-one-conversation-recording');
  });
});

describe('the tool reference pages', () => {
  it('has every tool as a section of the index twin, with an input table or "No input."', () => {
    for (const tool of manifest.tools) {
      const start = markdown.indexOf(`## \`${tool.name}\``);
      expect(start, tool.name).toBeGreaterThan(0);
      const section = markdown.slice(start, markdown.indexOf('\n## ', start + 1) === -1 ? undefined : markdown.indexOf('\n## ', start + 1));
      if (Object.keys(tool.inputSchema.properties).length) expect(section).toContain('### Input\n\n| Input | Type | Required | Description |');
      else expect(section).toContain('No input.');
    }
  });

  it('renders inputs readably: required marked, comparison filters in one row, enums listed', () => {
    expect(markdown).toContain("| `id` | string | yes | Id of the record to return: the `{id}` of the REST path. |");
    expect(markdown).toContain('| `updated_at` | timestamp range: _is_not_null, _is_null, gt, gte, lt, lte | no | Records whose timestamp is');
    expect(markdown).toContain('| `rating` | string | yes | Whether the user\'s reaction is positive or negative One of: positive, negative. |');
    expect(markdown).not.toContain('Returns all matching records that are greater than');
  });

  it('renders outputs with nested fields and references, a search tool\'s as records of a page', () => {
    expect(markdown).toContain('| `owner` | reference (id: integer) | User that is marked as the owner of this person |');
    expect(markdown).toContain('| `counts.emails_sent` | integer | The number of emails sent to this person |');
    expect(markdown).toContain('| `attendees[].talk_time` | number | Talk time in milliseconds |');
    expect(markdown).toContain('| `summary.text` | string | Summary text of the Conversation |');
    expect(markdown).toContain('## `search_people`\n\nLists people');
    expect(markdown).toContain('### Output\n\nA page of records, each with these fields:\n\n| Field | Type | Description |');
    // The five search tools, not current_user or current_team (whose operations are also `-index`).
    expect(markdown.match(/\nA page of records, each with these fields:/g)).toHaveLength(5);
    expect(markdown).toContain('## `current_team`');
    expect(markdown.slice(markdown.indexOf('## `current_team`'), markdown.indexOf('## `search_accounts`'))).not.toContain('A page of records');
    // Tools with one output share its table on the outputs page, which the index links to.
    const groups = outputGroups(content);
    expect(groups.find((g) => g.anchor === 'search-people').tools.map((t) => t.name)).toEqual(['search_people', 'person_by_id']);
    expect(groups.find((g) => g.anchor === 'current-user').tools.map((t) => t.name)).toEqual(['current_user', 'search_users', 'user_by_id']);
    expect(indexMdx).toContain('<a href={"/docs/api/mcp-tools/outputs/#search-people"}>{"Output: a page of records"}</a>');
    expect(outputsMdx).toContain('<Heading as={"h2"} id={"search-people"}><code>{"search_people"}</code>{", "}<code>{"person_by_id"}</code></Heading>');
    expect(outputsMdx).toContain('{"Described on: "}<a href={"/docs/api/people-index/"}>{"List people"}</a>{", "}<a href={"/docs/api/people-show/"}>{"Fetch a person"}</a>');
    expect(outputsMarkdown).toContain('## `search_people`, `person_by_id`\n\n| Field | Type | Description |');
    expect(outputsMdx.match(/<tr><td><code>\{"locale_utc_offset"\}<\/code>/g)).toHaveLength(1);
  });

  it('names its source and links the guide; the MDX keeps manifest text out of markup', () => {
    expect(markdown).toContain('https://mcp.salesloft.com/, as fetched on 2026-08-13');
    expect(markdown).toContain('[Connecting the MCP server](/docs/platform/ai-agents/mcp-server.md)');
    expect(indexMdx).toMatch(/^---\nid: index\n/);
    expect(outputsMdx).toMatch(/^---\nid: outputs\n/);
    // `{id}` from a path must never reach MDX as an expression.
    expect(indexMdx).toContain('<code>{"GET /v2/people/{id}"}</code>');
    for (const page of [indexMdx, outputsMdx]) expect(page).not.toMatch(/<(td|code)>[^<{]*\{id\}/);
  });
});

describe('the generated MDX', () => {
  it('compiles, both pages (a JSX block that MDX reads as a paragraph fails the build)', async () => {
    for (const page of [indexMdx, outputsMdx]) {
      await expect(compile(page.replace(/^---\n[\s\S]*?\n---\n/, ''))).resolves.toBeDefined();
    }
  }, 60_000);
});

describe('bad input', () => {
  it('names the tool and the problem', () => {
    expect(manifestProblems({tools: [{name: 'x', description: 'd', inputSchema: {type: 'object'}, method: 'get'}]})).toEqual(['tools[0] (x): `method` and `path` go together']);
    expect(manifestProblems({tools: [{name: 'Bad Name', description: '', inputSchema: {}}]})).toEqual([
      'tools[0] (Bad Name): `name` must be a snake_case string',
      'tools[0] (Bad Name): `description` is missing',
      'tools[0] (Bad Name): `inputSchema` must be an object schema',
    ]);
    expect(manifestProblems({})).toEqual(['no `tools` array']);
    expect(sourceProblems({published_at: 'http://x', copied_from: 'https://y', retrieved: 'today', published_manifest_fetched: '2026-08-13'})).toEqual([
      '`published_at` must be an https URL',
      '`retrieved` must be a date (YYYY-MM-DD)',
    ]);
  });

  it('reports a tool whose path the spec lacks, and one without a summary', () => {
    const extra = {tools: [...manifest.tools, {name: 'list_widgets', description: 'w', inputSchema: {type: 'object', properties: {}}, method: 'get', path: '/v2/widgets'}]};
    expect(mcpToolsProblems(extra, operations)).toEqual([
      'list_widgets: no summary in TOOL_SUMMARIES (scripts/openapi/mcp-tools-lib.mjs)',
      'list_widgets: GET /v2/widgets is no operation of the v2.0 spec',
    ]);
  });

  it('stops loading with the file name when the copy is not JSON', () => {
    // The system's temporary folder: node_modules/.cache does not exist after a fresh `npm ci`.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-test-'));
    fs.mkdirSync(path.join(dir, 'data', 'mcp'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'data', 'mcp', 'salesloft-mcp-tools.json'), '{"tools": [');
    fs.writeFileSync(path.join(dir, 'data', 'mcp', 'salesloft-mcp-tools.source.json'), '{}');
    expect(() => loadManifest(dir)).toThrow(/^data\/mcp\/salesloft-mcp-tools\.json: /);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('labels types for readers', () => {
    expect(typeLabel({type: 'array', items: {type: 'integer'}})).toBe('array of integer');
    expect(typeLabel({type: 'string', format: 'date-time'})).toBe('string (date-time)');
    expect(schemaRows({type: 'object', properties: {a: {allOf: [{type: 'object', properties: {b: {type: 'string'}}}]}}})).toEqual([
      {name: 'a', type: 'object', required: false, description: ''},
      {name: 'a.b', type: 'string', required: false, description: ''},
    ]);
  });
});
