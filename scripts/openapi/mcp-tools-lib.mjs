/**
 * The MCP server tool reference (issue 28): /docs/api/mcp-tools/, written by generate.mjs from the
 * checked-in copy of the provider's public tool manifest (data/mcp/salesloft-mcp-tools.json, its
 * origin in data/mcp/salesloft-mcp-tools.source.json) and the assembled v2.0 spec, plus its Markdown
 * twin. Each tool gets a summary in our words, its input and output schemas as tables, and a link to
 * the REST operation it reads (the manifest names the method and path it calls).
 *
 * Text from the manifest goes into the MDX as JSON strings inside JSX expressions, as in
 * overview-lib.mjs, so braces and angle brackets are text, never markup.
 */
import fs from 'node:fs';
import path from 'node:path';
import {markdownHref, markdownText} from './overview-lib.mjs';

/** The folder of the pages under docs/api/: its index is /docs/api/mcp-tools/, each tool a page in it. */
export const MCP_TOOLS_SLUG = 'mcp-tools';
/** A tool's page slug: `search_people` is /docs/api/mcp-tools/search-people/. */
export const toolSlug = (name) => name.replace(/_/g, '-');
export const MANIFEST_FILE = path.join('data', 'mcp', 'salesloft-mcp-tools.json');
export const MANIFEST_SOURCE_FILE = path.join('data', 'mcp', 'salesloft-mcp-tools.source.json');
/** The guide that explains the server and how to connect it. */
export const MCP_GUIDE_HREF = '/docs/platform/ai-agents/mcp-server/';

/**
 * What each tool does, in our words (the manifest's descriptions are prompts for a model). A tool the
 * manifest gains must be described here: mcpToolsProblems reports it, and the unit test fails.
 */
export const TOOL_SUMMARIES = {
  current_user: 'Returns the user who authorized the connection: numeric id, GUID, name and email.',
  current_team: "Returns that user's team: plan, licensed seats, add-on features and team-wide settings such as call recording, dispositions and the daily email limit.",
  search_accounts: 'Lists accounts (companies) a page at a time, filtered by name, domain, owner, stage, tier, industry, location, tag, CRM id or date.',
  account_by_id: 'Returns one account by its Salesloft id.',
  search_people: 'Lists people (prospects and contacts) a page at a time, filtered by name, email address, account, cadence, owner, stage, contact status or date.',
  person_by_id: 'Returns one person by their Salesloft id.',
  search_users: 'Lists the members of the team, filtered by email, name search, group, role, GUID or whether they are active.',
  user_by_id: 'Returns one user by numeric id or GUID.',
  search_opportunities: 'Lists the opportunities synced from the CRM, filtered by account, owner, stage name, close date, won or closed status, or date.',
  opportunity_by_id: 'Returns one opportunity by its Salesloft id.',
  search_conversations: 'Lists recorded conversations (calls and meetings) a page at a time, filtered by title, date, duration, platform, language, account, person or owner.',
  conversation_by_id: 'Returns one conversation with its attendees and invitees and, once they are ready, its AI summary, action items, key moments and MEDDPICC notes.',
  conversation_recording_by_id: 'Returns a signed, expiring URL to the audio or video recording of one conversation, with its content type and duration.',
  report_missing_functionality: "Lets the assistant tell Salesloft that the user asked for something no tool can do. It writes to Salesloft's product feedback, never to your records.",
  submit_feedback: "Sends the user's own positive or negative reaction to an answer or a tool result to Salesloft as product feedback. It never changes your records.",
};

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads and checks the manifest copy and its source record. Throws an error naming the file and the
 * place (tool index and name) of the first thing that is wrong.
 */
export function loadManifest(root) {
  const file = path.join(root, MANIFEST_FILE);
  const sourceFile = path.join(root, MANIFEST_SOURCE_FILE);
  const read = (f) => {
    try {
      return JSON.parse(fs.readFileSync(f, 'utf8'));
    } catch (error) {
      throw new Error(`${path.relative(root, f)}: ${error.message}`);
    }
  };
  const manifest = read(file);
  const source = read(sourceFile);
  const problems = [...manifestProblems(manifest).map((p) => `${MANIFEST_FILE}: ${p}`), ...sourceProblems(source).map((p) => `${MANIFEST_SOURCE_FILE}: ${p}`)];
  if (problems.length) throw new Error(problems.join('\n'));
  return {manifest, source};
}

/** What is wrong with a manifest's shape, as messages naming the tool. */
export function manifestProblems(manifest) {
  if (!isObject(manifest) || !Array.isArray(manifest.tools) || manifest.tools.length === 0) return ['no `tools` array'];
  const problems = [];
  const names = new Set();
  manifest.tools.forEach((tool, index) => {
    const where = `tools[${index}]${typeof tool?.name === 'string' ? ` (${tool.name})` : ''}`;
    if (typeof tool?.name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(tool.name)) problems.push(`${where}: \`name\` must be a snake_case string`);
    else if (names.has(tool.name)) problems.push(`${where}: the name is used twice`);
    else names.add(tool.name);
    if (typeof tool?.description !== 'string' || !tool.description.trim()) problems.push(`${where}: \`description\` is missing`);
    if (!isObject(tool?.inputSchema) || tool.inputSchema.type !== 'object') problems.push(`${where}: \`inputSchema\` must be an object schema`);
    if (tool?.outputSchema !== undefined && !isObject(tool.outputSchema)) problems.push(`${where}: \`outputSchema\` must be a schema object`);
    if ((tool?.path === undefined) !== (tool?.method === undefined)) problems.push(`${where}: \`method\` and \`path\` go together`);
    if (tool?.path !== undefined && !/^\/v2\//.test(tool.path)) problems.push(`${where}: \`path\` ${JSON.stringify(tool.path)} is not a v2 path`);
  });
  return problems;
}

/** What is wrong with the record of where the copy comes from. */
export function sourceProblems(source) {
  const problems = [];
  for (const key of ['published_at', 'copied_from']) {
    try {
      if (new URL(source?.[key]).protocol !== 'https:') problems.push(`\`${key}\` must be an https URL`);
    } catch {
      problems.push(`\`${key}\` must be an https URL`);
    }
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(source?.retrieved ?? '')) problems.push('`retrieved` must be a date (YYYY-MM-DD)');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(source?.published_manifest_fetched ?? '')) problems.push('`published_manifest_fetched` must be a date (YYYY-MM-DD)');
  return problems;
}

/** The v2.0 operation a tool calls (same method and path), or null for a tool with no REST call. */
export function restOperationOf(tool, operations) {
  if (!tool.path) return null;
  return operations.find((op) => op.method === tool.method && op.path === tool.path) ?? null;
}

/**
 * Problems between the manifest and the site: a tool without a summary, a summary for no tool, a tool
 * whose method and path match no v2.0 operation.
 */
export function mcpToolsProblems(manifest, operations, summaries = TOOL_SUMMARIES) {
  const problems = [];
  for (const tool of manifest.tools) {
    if (!summaries[tool.name]) problems.push(`${tool.name}: no summary in TOOL_SUMMARIES (scripts/openapi/mcp-tools-lib.mjs)`);
    if (tool.path && !restOperationOf(tool, operations)) problems.push(`${tool.name}: ${tool.method.toUpperCase()} ${tool.path} is no operation of the v2.0 spec`);
  }
  const names = new Set(manifest.tools.map((t) => t.name));
  for (const name of Object.keys(summaries)) if (!names.has(name)) problems.push(`${name}: summarised, but not in the manifest`);
  return problems;
}

/** `allOf` members merged into one object schema. */
function flat(schema) {
  if (!isObject(schema)) return {};
  if (!Array.isArray(schema.allOf)) return schema;
  const out = {...schema, allOf: undefined, properties: {...(schema.properties ?? {})}};
  for (const part of schema.allOf.map(flat)) {
    Object.assign(out.properties, part.properties ?? {});
    if (!out.type && part.type) out.type = part.type;
  }
  if (!out.type) out.type = 'object';
  return out;
}

/** A reference to another record, as the API writes them: `{id, _href}`. */
const isReference = (schema) => {
  const keys = Object.keys(schema.properties ?? {}).sort();
  return schema.type === 'object' && keys.length === 2 && keys[0] === '_href' && keys[1] === 'id';
};

/** The keys of a comparison filter (`updated_at: {gt, lte, ...}`), in our words. */
const COMPARISONS = {
  gt: 'after',
  gte: 'at or after',
  lt: 'before',
  lte: 'at or before',
  _is_null: 'is empty (true)',
  _is_not_null: 'is set (true)',
};
const isComparison = (schema) => schema.type === 'object' && Object.keys(schema.properties ?? {}).length > 0 && Object.keys(schema.properties).every((k) => k in COMPARISONS);

/** A schema's type for a reader: `string (date-time)`, `array of integer`, `one of: a, b`. */
export function typeLabel(schema) {
  const s = flat(schema);
  if (isReference(s)) return `reference (id: ${flat(s.properties.id).type})`;
  if (isComparison(s)) return `timestamp range: ${Object.keys(s.properties).join(', ')}`;
  let type = s.type ?? (s.properties ? 'object' : 'any');
  if (type === 'array') type = `array of ${typeLabel(s.items ?? {})}`;
  if (s.format && s.format !== type) type += ` (${s.format})`;
  if (s.additionalProperties === true && Object.keys(s.properties ?? {}).length === 0) type = 'object (any keys)';
  return type;
}

const oneLine = (value) => String(value ?? '').replace(/\s+/g, ' ').trim();

/** A field's description: the manifest's own, with comparison filters and enums said in our words. */
function describe(schema, name) {
  const s = flat(schema);
  const parts = [];
  if (isComparison(s)) {
    parts.push(`Records whose timestamp is ${Object.keys(s.properties).map((k) => `${COMPARISONS[k]} (\`${k}\`)`).join(', ')}; ISO 8601, compared to the microsecond.`);
  } else if (s.description) {
    parts.push(oneLine(s.description));
  } else if (name === 'id') {
    parts.push('Id of the record to return: the `{id}` of the REST path.');
  }
  if (Array.isArray(s.enum)) parts.push(`One of: ${s.enum.join(', ')}.`);
  if (s.type === 'array' && Array.isArray(flat(s.items).enum)) parts.push(`Each one of: ${flat(s.items).enum.join(', ')}.`);
  return parts.join(' ');
}

/**
 * The rows of a schema's table: one per field, nested objects as `parent.child`, array items as
 * `parent[].child`. References and comparison filters stay one row each.
 */
export function schemaRows(schema, required = [], prefix = '', depth = 0) {
  const s = flat(schema);
  const rows = [];
  for (const [name, raw] of Object.entries(s.properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const field = flat(raw);
    const key = `${prefix}${name}`;
    rows.push({name: key, type: typeLabel(field), required: required.includes(name), description: describe(field, key)});
    if (depth >= 4 || isReference(field) || isComparison(field)) continue;
    if (field.type === 'object' && field.properties) rows.push(...schemaRows(field, field.required ?? [], `${key}.`, depth + 1));
    const items = field.type === 'array' ? flat(field.items) : undefined;
    if (items?.type === 'object' && items.properties && !isReference(items)) rows.push(...schemaRows(items, items.required ?? [], `${key}[].`, depth + 1));
  }
  return rows;
}

/**
 * The page's content, shared by its MDX and its Markdown: per tool, the summary, the REST operation,
 * the input rows and the output rows (or the name of an earlier tool with the same output).
 */
export function mcpToolsContent(manifest, source, operations) {
  // In the order of TOOL_SUMMARIES (who am I, then by record type, feedback last); others after.
  const order = Object.keys(TOOL_SUMMARIES);
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  const tools = manifest.tools
    .map((tool) => ({tool, rest: restOperationOf(tool, operations)}))
    .sort((a, b) => rank(a.tool.name) - rank(b.tool.name) || a.tool.name.localeCompare(b.tool.name))
    .map(({tool, rest}) => ({
      name: tool.name,
      slug: toolSlug(tool.name),
      summary: TOOL_SUMMARIES[tool.name],
      readOnly: tool.annotations?.readOnlyHint === true,
      rest,
      inputs: schemaRows(tool.inputSchema, tool.inputSchema.required ?? []),
      outputs: tool.outputSchema ? schemaRows(tool.outputSchema) : [],
    }));
  const readOnly = tools.filter((t) => t.readOnly).length;
  return {
    title: 'Salesloft MCP server tools',
    description: `The ${tools.length} tools of the Salesloft MCP server: what each returns, its inputs and outputs, and the REST operation it reads.`,
    intro: `The Salesloft MCP server at ${source.endpoint} offers ${tools.length} tools; the server marks ${readOnly === tools.length ? 'every one' : `${readOnly}`} as read-only. This page is built from a copy of the tool manifest the server publishes at ${source.published_at}, as fetched on ${source.published_manifest_fetched} (copy taken ${source.retrieved}). Each tool that reads your data calls one operation of the REST API v2, linked below, so its filters and fields are those of that operation; a search tool returns a page of records, each with the output fields listed.`,
    guide: {label: 'Connecting the MCP server', href: MCP_GUIDE_HREF},
    tools,
  };
}

/** A JSX expression holding `value` as a string literal. */
const text = (value) => `{${JSON.stringify(String(value))}}`;

/**
 * A table on one line: MDX reads a JSX block that spans lines as paragraphs, and the tags then do not
 * close. Wide tables scroll sideways in the same labelled, focusable region the guides' tables get
 * (src/theme/MDXComponents.tsx, which literal JSX tables do not pass through), named after the table.
 */
function tableMdx(headers, rows, label) {
  const head = `<thead><tr>${headers.map((h) => `<th>${text(h)}</th>`).join('')}</tr></thead>`;
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<div className="table-scroll mcp-schema" role="region" aria-label=${text(`${label}, scrolls sideways`)} tabIndex={0}><table aria-label=${text(label)}>${head}<tbody>${body}</tbody></table></div>`;
}

const NO_REST = 'No REST operation: this tool sends feedback to Salesloft and reads none of your data.';
const GUIDE_SENTENCE = 'explains the sign-in, the settings an admin turns on, and what the server cannot do.';
export const OUTPUTS_SLUG = 'outputs';
const restOf = (tool, base) => (tool.rest ? {label: `${tool.rest.method.toUpperCase()} ${tool.rest.path}`, summary: tool.rest.summary, href: `${base}${tool.rest.id}/`} : null);
/** A tool that pages through records: it takes `page` and `per_page`. */
const isList = (tool) => tool.inputs.some((r) => r.name === 'page') && tool.inputs.some((r) => r.name === 'per_page');

/**
 * Tools with the same output share one output table: [{anchor, tools, outputs}] in tool order. The
 * anchor is the first tool's slug.
 */
export function outputGroups(content) {
  const groups = [];
  for (const tool of content.tools.filter((t) => t.outputs.length)) {
    const key = JSON.stringify(tool.outputs);
    const group = groups.find((g) => g.key === key);
    if (group) group.tools.push(tool);
    else groups.push({key, anchor: tool.slug, tools: [tool], outputs: tool.outputs});
  }
  return groups.map(({key: _key, ...group}) => group);
}

/**
 * The reference is two pages, each within the 60 KB an API page may weigh, and only two because every
 * route adds to the JavaScript each page loads first (the route table and docs data are in main):
 * /docs/api/mcp-tools/ with every tool's summary, REST operation and inputs, and
 * /docs/api/mcp-tools/outputs/ with the output fields, one table per distinct output.
 */
export function mcpToolsIndexMdx(content, base = '/docs/api/') {
  const groups = outputGroups(content);
  const outputAnchor = (tool) => groups.find((g) => g.tools.includes(tool))?.anchor;
  const lines = [
    '---',
    'id: index',
    `title: ${JSON.stringify(content.title)}`,
    'sidebar_label: Tools and inputs',
    `description: ${JSON.stringify(content.description)}`,
    'custom_edit_url: null',
    '---',
    '',
    'import Heading from "@theme/Heading";',
    '',
    `<p>${text(content.intro)} <a href="${content.guide.href}">${content.guide.label}</a>${text(` ${GUIDE_SENTENCE}`)}</p>`,
    '',
  ];
  for (const tool of content.tools) {
    const rest = restOf(tool, base);
    const anchor = outputAnchor(tool);
    lines.push(
      `<Heading as={"h2"} id=${text(tool.slug)}><code>${text(tool.name)}</code></Heading>`,
      '',
      `<p>${text(tool.summary)}</p>`,
      '',
      `<p>${rest ? `${text('REST operation: ')}<a href=${text(rest.href)}><code>${text(rest.label)}</code>${text(` (${rest.summary})`)}</a>${text('. ')}` : text(`${NO_REST} `)}${anchor ? `<a href=${text(`${base}${MCP_TOOLS_SLUG}/${OUTPUTS_SLUG}/#${anchor}`)}>${text(isList(tool) ? 'Output: a page of records' : 'Output fields')}</a>${text('.')}` : text('No declared output.')}</p>`,
      '',
      tool.inputs.length
        ? tableMdx(['Input', 'Type', 'Description'], tool.inputs.map((r) => [`<code>${text(r.name)}</code>${r.required ? text(' (required)') : ''}`, text(r.type), text(r.description)]), `Input of ${tool.name}`)
        : `<p>${text('No input.')}</p>`,
      '',
    );
  }
  return lines.join('\n');
}

export function mcpToolsOutputsMdx(content, base = '/docs/api/') {
  const lines = [
    '---',
    `id: ${OUTPUTS_SLUG}`,
    'title: "MCP server tool outputs"',
    'sidebar_label: Outputs',
    `description: ${JSON.stringify('The fields each tool of the Salesloft MCP server returns, with their types.')}`,
    'custom_edit_url: null',
    '---',
    '',
    'import Heading from "@theme/Heading";',
    '',
    `<p>${text('The fields each tool returns, with their types; a search tool returns a page of records with these fields. Each field is described on the REST operation the tool calls, linked under each table. The tools and their inputs are on ')}<a href=${text(`${base}${MCP_TOOLS_SLUG}/`)}>${text(content.title)}</a>${text('.')}</p>`,
    '',
  ];
  for (const group of outputGroups(content)) {
    const names = group.tools.map((t) => `<code>${text(t.name)}</code>`).join(text(', '));
    lines.push(`<Heading as={"h2"} id=${text(group.anchor)}>${names}</Heading>`, '');
    lines.push(tableMdx(['Field', 'Type'], group.outputs.map((r) => [`<code>${text(r.name)}</code>`, text(r.type)]), `Output of ${group.tools.map((t) => t.name).join(', ')}`), '');
    const rests = group.tools.map((t) => restOf(t, base)).filter(Boolean);
    if (rests.length) lines.push(`<p>${text('Described on: ')}${rests.map((r) => `<a href=${text(r.href)}>${text(r.summary)}</a>`).join(text(', '))}${text('.')}</p>`, '');
  }
  return lines.join('\n');
}

const cell = (value) => String(value).replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** The index's Markdown twin: every tool in full, inputs and outputs with their descriptions, so that one file holds the whole reference. */
export function mcpToolsIndexMarkdown(content, base = '/docs/api/') {
  const lines = [`# ${content.title}`, '', `${content.intro} [${content.guide.label}](${markdownHref(content.guide.href)}) ${GUIDE_SENTENCE}`, ''];
  for (const tool of content.tools) {
    const rest = restOf(tool, base);
    lines.push(`## \`${tool.name}\``, '', tool.summary, '');
    lines.push(rest ? `REST operation: [\`${rest.label}\` (${markdownText(rest.summary)})](${markdownHref(rest.href)}).` : NO_REST, '');
    lines.push('### Input', '');
    if (tool.inputs.length) lines.push('| Input | Type | Required | Description |', '| --- | --- | --- | --- |', ...tool.inputs.map((r) => `| \`${cell(r.name)}\` | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.description)} |`), '');
    else lines.push('No input.', '');
    lines.push('### Output', '');
    if (tool.outputs.length) {
      if (isList(tool)) lines.push('A page of records, each with these fields:', '');
      lines.push('| Field | Type | Description |', '| --- | --- | --- |', ...tool.outputs.map((r) => `| \`${cell(r.name)}\` | ${cell(r.type)} | ${cell(r.description)} |`), '');
    } else {
      lines.push('The manifest declares no output for this tool.', '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function mcpToolsOutputsMarkdown(content, base = '/docs/api/') {
  const lines = ['# MCP server tool outputs', '', `The fields each tool returns, with their types and descriptions. The tools and their inputs: [${content.title}](${markdownHref(`${base}${MCP_TOOLS_SLUG}/`)}).`, ''];
  for (const group of outputGroups(content)) {
    lines.push(`## ${group.tools.map((t) => `\`${t.name}\``).join(', ')}`, '');
    lines.push('| Field | Type | Description |', '| --- | --- | --- |', ...group.outputs.map((r) => `| \`${cell(r.name)}\` | ${cell(r.type)} | ${cell(r.description)} |`), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
