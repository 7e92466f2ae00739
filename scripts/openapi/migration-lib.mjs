/**
 * The v1.0 -> v2.0 migration map (issue 19), from openapi/version-map.json and the assembled specs:
 * a page under the API section that lists every v1.0 operation beside its v2.0 counterpart, and the
 * note each v1.0 operation page carries about its counterpart. generate.mjs writes both.
 *
 * As in overview-lib.mjs, everything taken from a spec enters the MDX as a JSON string literal
 * inside a JSX expression, so braces and angle brackets in paths or summaries stay text.
 */
import {API_VERSIONS} from '../../config/apiVersions.mjs';
import {markdownHref, markdownOperation, markdownText, methodBadge} from './overview-lib.mjs';

/** Where the pages of the current version (the default, first) and of the legacy one live. */
const [V2_BASE, V1_BASE] = API_VERSIONS.map(({routePrefix}) => `/${routePrefix}`);

export const MIGRATION_SLUG = 'migrating-from-v1';

const text = (value) => `{${JSON.stringify(String(value))}}`;

/**
 * Checks that every operation of both versions is either paired or marked as having no
 * counterpart, and that nothing is both. Returns the problems, one sentence each (empty when sound).
 * `v2Resource(op)` gives the resource (tag page slug) of a v2.0 operation.
 */
export function migrationProblems(v1Operations, v2Operations, versionMap, v2Resource) {
  const problems = [];
  const pairedV1 = new Set(versionMap.operations.map((p) => p.v1));
  const pairedV2 = new Set(versionMap.operations.map((p) => p.v2));
  const v1Only = new Set((versionMap.v1_only ?? []).map((entry) => entry.v1));
  const v2OnlyOps = new Set(versionMap.v2_only?.operations ?? []);
  const v2OnlyResources = new Set(versionMap.v2_only?.resources ?? []);
  for (const op of v1Operations) {
    if (!pairedV1.has(op.id) && !v1Only.has(op.id)) problems.push(`v1.0 operation ${op.id} is neither paired with a v2.0 operation nor listed in v1_only`);
    if (pairedV1.has(op.id) && v1Only.has(op.id)) problems.push(`v1.0 operation ${op.id} is paired and also listed in v1_only`);
  }
  for (const op of v2Operations) {
    const marked = v2OnlyOps.has(op.id) || v2OnlyResources.has(v2Resource(op));
    if (!pairedV2.has(op.id) && !marked) {
      problems.push(`v2.0 operation ${op.id} is neither paired with a v1.0 operation nor marked in v2_only (its operation or its resource "${v2Resource(op)}")`);
    }
    if (pairedV2.has(op.id) && marked) problems.push(`v2.0 operation ${op.id} is paired and also marked in v2_only`);
  }
  const known = new Set([...v1Operations.map((op) => op.id), ...v2Operations.map((op) => op.id)]);
  for (const name of [...pairedV1, ...pairedV2, ...v1Only, ...v2OnlyOps]) {
    if (!known.has(name)) problems.push(`version-map.json names ${name}, which is in neither spec`);
  }
  const resources = new Set(v2Operations.map(v2Resource));
  for (const resource of v2OnlyResources) {
    if (!resources.has(resource)) problems.push(`version-map.json marks resource ${resource}, which has no v2.0 operation`);
  }
  return problems;
}

const endpoint = (op, href, prefix = '') => `<a href="${href}">${methodBadge(op.method)} <code>${text(`${prefix}${op.path}`)}</code></a>`;

/** The v2.0 operations paired with a v1.0 operation in the map, in the map's order. */
export function counterpartsOf(v1Id, versionMap, v2Operations) {
  const v2ById = new Map(v2Operations.map((op) => [op.id, op]));
  return versionMap.operations.filter((p) => p.v1 === v1Id).map((p) => v2ById.get(p.v2)).filter(Boolean);
}

/**
 * What changed between the versions beyond which operation replaces which, one rule per entry, for
 * the page and its twin. Inline code is marked with backticks. Sources: the v1.0 paths and bodies
 * of Salesloft's own legacy client (github.com/SalesLoft/api-example, cli/simple_api.rb), and the
 * v2 rules of developers.salesloft.com/docs/platform/api-basics/request-response-format/ and
 * filtering-paging-sorting/.
 */
export const VERSION_CHANGES = [
  {
    topic: 'Base path',
    change: 'v1.0 calls go to `https://api.salesloft.com/public_api/v1`; v2.0 calls go to `https://api.salesloft.com/v2`. The same OAuth access token works for both.',
  },
  {
    topic: 'The `.json` suffix',
    change: 'Every v1.0 path ends in `.json`, as in `/public_api/v1/people.json`. v2.0 paths are written without it: `/v2/people`.',
  },
  {
    topic: 'Response envelope',
    change: 'v1.0 answers with the bare record, or a bare JSON array for a list. v2.0 puts the result under `data`, and a list adds `metadata` with the filtering, paging and sorting it applied, so read `body.data` where v1.0 code read `body`.',
  },
  {
    topic: 'Paging',
    change: 'Both versions take `page` and `per_page`. A v1.0 list says nothing about other pages, so a client reads until a page comes back short; v2.0 reports `metadata.paging.next_page`, which is `null` on the last page, and adds `total_count` and `total_pages` with `include_paging_counts=true`.',
  },
  {
    topic: 'Resource and field names',
    change: 'v1.0 companies are v2.0 accounts, so a person\'s `company_id` becomes an `account` reference (with `id` and `_href`) when read and `account_id` when written. Adding a person to a cadence moves from `POST /public_api/v1/people/{person_id}/cadence_memberships.json` with `cadence_id` in the body to `POST /v2/cadence_memberships` with `person_id` and `cadence_id` as query parameters. Calls move under `/v2/activities/calls`.',
  },
  {
    topic: 'Errors',
    change: 'A v1.0 error body is a single `error` string. v2.0 keeps a single `error` for 401, 403, 404 and 429 (the team\'s request budget for the minute is spent), and answers an invalid request with 422 and an `errors` object that lists the messages per field.',
  },
];

/** `value` with its backtick-quoted parts as <code>, every part a JSX string literal. */
function inlineMdx(value) {
  return String(value)
    .split('`')
    .map((part, i) => (i % 2 ? `<code>${text(part)}</code>` : part ? text(part) : ''))
    .join('');
}

/**
 * What the migration page says, in both of its forms (the MDX page and its Markdown twin): per
 * v1.0 resource its note and operations, each with its v2.0 counterparts or the reason it has none;
 * then the resources and operations only v2.0 has.
 */
function migrationPageContent({v1Operations, v2Operations, versionMap, v1TagSlugs, v2TagSlugs}) {
  const v2ById = new Map(v2Operations.map((op) => [op.id, op]));
  const byTag = new Map();
  for (const op of v1Operations) {
    if (!byTag.has(op.tag)) byTag.set(op.tag, []);
    byTag.get(op.tag).push(op);
  }
  const v1Only = new Map((versionMap.v1_only ?? []).map((entry) => [entry.v1, entry.note ?? '']));
  const resources = [...byTag].map(([tag, ops]) => ({
    tag,
    note: versionMap.resources.find((r) => r.v1 === v1TagSlugs.get(tag))?.note ?? '',
    operations: ops.map((op) => ({
      ...op,
      counterparts: counterpartsOf(op.id, versionMap, v2Operations),
      none: `No v2.0 counterpart.${v1Only.get(op.id) ? ` ${v1Only.get(op.id)}` : ''}`,
    })),
  }));
  const newResources = (versionMap.v2_only?.resources ?? [])
    .map((slug) => {
      const name = [...v2TagSlugs].find(([, s]) => s === slug)?.[0] ?? slug;
      const count = v2Operations.filter((op) => v2TagSlugs.get(op.tag) === slug).length;
      return {slug, name, count: `${count} operation${count === 1 ? '' : 's'}`};
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    title: 'Migrating from v1.0 to v2.0',
    description: `Every operation of the legacy API v1.0 beside its API v2.0 counterpart, and the ${newResources.length} resources that only v2.0 has.`,
    /** `layout` names what pairs the operations: the page's table, the twin's list. */
    intro: (layout) =>
      `API v1.0 lives under https://api.salesloft.com/public_api/v1 and is deprecated; v2.0 lives under https://api.salesloft.com/v2. Both take the same credentials, an OAuth access token or an API key as "Authorization: Bearer <token>". The ${layout} pairs each v1.0 operation with the v2.0 operation that does the same job. Request and response fields differ between the versions, so compare the two pages before you switch a call.`,
    changesHeading: 'What changed between the versions',
    changes: VERSION_CHANGES,
    operationsHeading: 'v1.0 operations and their v2.0 counterparts',
    resources,
    newHeading: 'Only in v2.0',
    newResourcesIntro: `${newResources.length} resources have no v1.0 equivalent at all:`,
    newResources,
    newOperationsIntro: 'These v2.0 operations belong to resources v1.0 had, but the v1.0 reference has no such operation:',
    newOperations: (versionMap.v2_only?.operations ?? []).map((id) => v2ById.get(id)).filter(Boolean),
  };
}

/**
 * The migration page (`v1PathPrefix`: the path of v1.0's server, which its operation paths are relative to): per v1.0 resource, each operation beside its v2.0 counterpart or a plain
 * statement that there is none; then what v2.0 has that v1.0 never did.
 */
export function migrationPageMdx({v1Operations, v2Operations, versionMap, v1TagSlugs, v2TagSlugs, v1PathPrefix = '', v1Base = V1_BASE, v2Base = V2_BASE}) {
  const page = migrationPageContent({v1Operations, v2Operations, versionMap, v1TagSlugs, v2TagSlugs});
  const rows = page.resources.flatMap((resource) => {
    const heading = `<tr><th colSpan={2} scope="colgroup">${text(resource.tag)}${resource.note ? `${text(" ")}<span className="api-migration__note">${text(`(${resource.note})`)}</span>` : ''}</th></tr>`;
    const lines = resource.operations.map((op) => {
      const successor = op.counterparts.length
        ? op.counterparts.map((v2) => `${endpoint(v2, `${v2Base}${v2.id}/`)}<br />${text(v2.summary)}`).join('<br />')
        : text(op.none);
      return `<tr><td>${endpoint(op, `${v1Base}${op.id}/`, v1PathPrefix)}<br />${text(op.summary)}</td><td>${successor}</td></tr>`;
    });
    return [heading, ...lines];
  });

  return [
    '---',
    `id: ${MIGRATION_SLUG}`,
    `title: ${JSON.stringify(page.title)}`,
    'sidebar_label: Migrating from v1.0',
    `description: ${JSON.stringify(page.description)}`,
    'custom_edit_url: null',
    '---',
    '',
    'import Heading from "@theme/Heading";',
    '',
    `<p>${text(page.intro('table'))}</p>`,
    '',
    `<Heading as={"h2"} id={"what-changed"} children=${text(page.changesHeading)} />`,
    '',
    `<p>${text('Beyond the operation map below, six rules differ between the versions. ')}<a href="/docs/platform/guides/versioning-and-deprecation/">${text('Versioning and deprecation')}</a>${text(' explains how the two versions are supported.')}</p>`,
    '',
    `<ul className="api-migration__changes">\n${page.changes.map((c) => `<li><strong>${inlineMdx(`${c.topic}.`)}</strong>${text(" ")}${inlineMdx(c.change)}</li>`).join('\n')}\n</ul>`,
    '',
    `<Heading as={"h2"} id={"operations"} children=${text(page.operationsHeading)} />`,
    '',
    '<div className="api-migration">',
    '<table>',
    '<thead><tr><th scope="col">v1.0</th><th scope="col">v2.0</th></tr></thead>',
    `<tbody>\n${rows.join('\n')}\n</tbody>`,
    '</table>',
    '</div>',
    '',
    `<Heading as={"h2"} id={"new-in-v2"} children=${text(page.newHeading)} />`,
    '',
    `<p>${text(page.newResourcesIntro)}</p>`,
    '',
    `<ul className="api-migration__new">\n${page.newResources.map((r) => `<li><a href="${v2Base}${r.slug}/">${text(r.name)}</a>${text(` (${r.count})`)}</li>`).join('\n')}\n</ul>`,
    '',
    `<p>${text(page.newOperationsIntro)}</p>`,
    '',
    `<ul className="api-index">\n${page.newOperations.map((op) => `<li><a href="${v2Base}${op.id}/">${methodBadge(op.method)} <code>${text(op.path)}</code>${text(` ${op.summary}`)}</a></li>`).join('\n')}\n</ul>`,
    '',
  ].join('\n');
}

/**
 * The migration page as Markdown, with the same facts as migrationPageMdx: per v1.0 resource (its
 * note in parentheses), each v1.0 operation with its method and full path, and below it its v2.0
 * counterparts (method, path, link) or the plain statement that there is none; then what only v2.0
 * has. Links are site-relative and point at each page's `.md` (see markdownHref).
 */
export function migrationPageMarkdown({v1Operations, v2Operations, versionMap, v1TagSlugs, v2TagSlugs, v1PathPrefix = '', v1Base = V1_BASE, v2Base = V2_BASE}) {
  const page = migrationPageContent({v1Operations, v2Operations, versionMap, v1TagSlugs, v2TagSlugs});
  const lines = [`# ${page.title}`, '', page.intro('list below'), '', `## ${page.changesHeading}`, ''];
  lines.push(`Beyond the operation map below, six rules differ between the versions. [Versioning and deprecation](${markdownHref('/docs/platform/guides/versioning-and-deprecation/')}) explains how the two versions are supported.`, '');
  lines.push(...page.changes.map((c) => `- **${c.topic}.** ${c.change}`), '');
  lines.push(`## ${page.operationsHeading}`, '');
  for (const resource of page.resources) {
    lines.push(`### ${markdownText(resource.tag)}`, '');
    if (resource.note) lines.push(`(${resource.note})`, '');
    for (const op of resource.operations) {
      lines.push(`- v1.0: ${markdownOperation(op, `${v1Base}${op.id}/`, v1PathPrefix)}`);
      if (op.counterparts.length === 0) lines.push(`  - ${op.none}`);
      for (const v2 of op.counterparts) lines.push(`  - v2.0: ${markdownOperation(v2, `${v2Base}${v2.id}/`)}`);
    }
    lines.push('');
  }
  lines.push(`## ${page.newHeading}`, '', page.newResourcesIntro, '');
  lines.push(...page.newResources.map((r) => `- [${markdownText(r.name)}](${markdownHref(`${v2Base}${r.slug}/`)}) (${r.count})`), '');
  lines.push(page.newOperationsIntro, '');
  lines.push(...page.newOperations.map((op) => `- ${markdownOperation(op, `${v2Base}${op.id}/`)}`), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The note a v1.0 operation page carries right below its method and path: its v2.0 counterpart(s),
 * or that there is none, with a link to the whole map. Returns null when the page is not in the
 * form expected (no MethodEndpoint element).
 */
export function addCounterpartNote(mdx, v1Id, versionMap, v2Operations, v2Base = '/docs/api/') {
  const endpointElement = /<MethodEndpoint[\s\S]*?<\/MethodEndpoint>\n/;
  if (!endpointElement.test(mdx)) return null;
  const counterparts = counterpartsOf(v1Id, versionMap, v2Operations);
  const map = `[migration map](${v2Base}${MIGRATION_SLUG}/)`;
  const body = counterparts.length
    ? `In API v2.0: ${counterparts.map((op) => `[\`${op.method.toUpperCase()} ${op.path}\`](${v2Base}${op.id}/) (${op.summary.replace(/[[\]{}<>]/g, '')})`).join(', ')}. See the ${map} for every v1.0 operation.`
    : `API v2.0 has no counterpart for this operation. See the ${map} for every v1.0 operation.`;
  return mdx.replace(endpointElement, (match) => `${match}\n:::tip[v2.0 counterpart]\n\n${body}\n\n:::\n\n`);
}
