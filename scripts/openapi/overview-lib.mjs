/**
 * Pages of the reference that are not one operation, written by generate.mjs from the assembled specs:
 * the endpoint index on the v2.0 overview, the scopes page (the overview's scope lists move there),
 * the index of v1.0 operations at the base of its route prefix, and the version-switch notice on both
 * overviews. The versions' route prefixes and overviews come from config/apiVersions.mjs.
 *
 * Everything taken from a spec goes into the MDX as a JSON string inside a JSX expression, so that
 * braces and angle brackets in summaries or paths (`/v2/people/{id}`) are text, never markup.
 */
import {API_VERSIONS, apiVersionLanding} from '../../config/apiVersions.mjs';

/** The current version (the default, first) and the legacy one, as the pages of both are linked. */
const [V2, V1] = API_VERSIONS;
const V2_BASE = `/${V2.routePrefix}`;
const V1_BASE = `/${V1.routePrefix}`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A JSX expression holding `text` as a string literal. */
const text = (value) => `{${JSON.stringify(String(value))}}`;

/** Every operation of an assembled spec: id (its page slug), method, path, summary, tag, scopes. */
export function operationsOf(spec) {
  const operations = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      const scopes = (op.security ?? spec.security ?? []).flatMap((requirement) => Object.values(requirement).flat());
      operations.push({id: op.operationId, method, path, summary: op.summary ?? op.operationId, tag: op.tags?.[0] ?? '', scopes});
    }
  }
  return operations;
}

/**
 * The method as a badge: its name in text, so that it does not rest on colour alone. One short
 * class (`api-get`, src/css/api-reference.css) styles it, since the overview repeats it 190 times.
 */
export function methodBadge(method) {
  return `<span className="api-${method}">${method.toUpperCase()}</span>`;
}

// Rows are kept to the minimum of markup: the overview lists every operation in its static HTML and
// must stay within the 60 KB an API page may weigh (e2e/api-reference.spec.ts).
function operationRow(op, base) {
  // One text node after the path: a separate space would cost React a `<!-- -->` marker per row.
  return `<li><a href="${base}${op.id}/">${methodBadge(op.method)} <code>${text(op.path)}</code>${text(` ${op.summary}`)}</a></li>`;
}

/**
 * The v2.0 overview's endpoint index: every operation, grouped by resource, the resources grouped by
 * product area (the sidebar's areas) in closed disclosure widgets, so that the overview stays short.
 * `tagSlugs` maps a tag name to its page slug. Throws when an operation's resource is in no area.
 */
export function endpointIndexMdx(operations, areas, tagSlugs, base = '/docs/api/') {
  const byTag = new Map();
  for (const op of operations) {
    const slug = tagSlugs.get(op.tag);
    if (!slug) throw new Error(`endpoint index: operation ${op.id} has no tag page (tag "${op.tag}")`);
    if (!byTag.has(slug)) byTag.set(slug, {name: op.tag, operations: []});
    byTag.get(slug).operations.push(op);
  }
  const placed = new Set(areas.flatMap((area) => area.resources));
  const homeless = [...byTag.keys()].filter((slug) => !placed.has(slug));
  if (homeless.length) throw new Error(`endpoint index: no area for ${homeless.join(', ')}`);
  // An area without operations (Webhook events: its pages are events, not operations) is left out.
  const sections = areas.filter((area) => area.resources.some((slug) => byTag.has(slug))).map((area) => {
    const resources = area.resources.filter((slug) => byTag.has(slug)).map((slug) => ({slug, ...byTag.get(slug)}));
    const count = resources.reduce((sum, r) => sum + r.operations.length, 0);
    const lists = resources
      .map((r) => `<li><a href="${base}${r.slug}/">${text(r.name)}</a>\n<ul>\n${r.operations.map((op) => operationRow(op, base)).join('\n')}\n</ul></li>`)
      .join('\n');
    return `<Disclosure className="api-index__area">\n<summary>${text(`${area.label} `)}<span className="api-index__count">${text(`${count} operation${count === 1 ? '' : 's'}`)}</span></summary>\n<ul className="api-index">\n${lists}\n</ul>\n</Disclosure>`;
  });
  return [
    'import Disclosure from "@site/src/components/Disclosure";',
    '',
    '<Heading as={"h2"} id={"endpoints"} children={"Endpoints"} />',
    '',
    `<p>${text(`All ${operations.length} operations, by product area. Open an area to see its resources; the sidebar is grouped the same way.`)}</p>`,
    '',
    `<div className="api-index-areas">\n${sections.join('\n')}\n</div>`,
    '',
  ].join('\n');
}

/** The scopes an OAuth2 security scheme offers, by flow: {flow: {scope: description}}. */
function scopeFlows(spec) {
  const flows = {};
  for (const scheme of Object.values(spec.components?.securitySchemes ?? {})) {
    if (scheme.type !== 'oauth2') continue;
    for (const [flow, value] of Object.entries(scheme.flows ?? {})) flows[flow] = value.scopes ?? {};
  }
  return flows;
}

/**
 * The generated overview's security scheme tables list every scope once per OAuth flow (most of
 * the overview's height). Each list gives way to a link to the scopes page.
 */
export function replaceScopeLists(mdx, scopesHref) {
  let replaced = 0;
  const out = mdx.replace(/<span>\s*Scopes:\s*<\/span><ul>[\s\S]*?<\/ul>/g, () => {
    replaced += 1;
    // No bare text here: MDX would read it as a paragraph inside the table cell's markup.
    return `<a href="${scopesHref}" children={"Scopes: see the scopes page"} />`;
  });
  return {mdx: out, replaced};
}

/**
 * What the scopes page says, in both of its forms (the MDX page and its Markdown twin): the
 * introduction, and per scope its description, the note on the flows that offer it and the
 * operations that need it.
 */
function scopesPageContent(spec, operations) {
  const flows = scopeFlows(spec);
  const flowNames = Object.keys(flows);
  const scopes = new Map();
  for (const flow of flowNames) {
    for (const [scope, description] of Object.entries(flows[flow])) {
      if (!scopes.has(scope)) scopes.set(scope, {description, flows: []});
      scopes.get(scope).flows.push(flow);
    }
  }
  const everywhere = (entry) => entry.flows.length === flowNames.length;
  const allFlows = flowNames.length > 1 ? ` Every OAuth flow (${flowNames.join(', ')}) offers the same scopes unless a scope says otherwise.` : '';
  return {
    title: 'OAuth scopes',
    description: `The ${scopes.size} OAuth scopes of the Salesloft API v2 and the operations that need each one.`,
    intro: `An access token carries the scopes the user granted to your application; an operation answers 403 when its scope is missing. These are the ${scopes.size} scopes of the v2.0 API, what each allows and the operations that require it.${allFlows}`,
    guide: {label: 'How to request scopes', href: '/docs/platform/api-basics/scopes/'},
    none: 'No operation of this reference requires it on its own.',
    scopes: [...scopes].map(([scope, entry]) => ({
      scope,
      anchor: `scope-${scope.replace(/[^a-z0-9]+/gi, '-')}`,
      text: `${entry.description}.${everywhere(entry) ? '' : ` Offered by the ${entry.flows.join(' and ')} flow${entry.flows.length === 1 ? '' : 's'} only.`}`,
      operations: operations.filter((op) => op.scopes.includes(scope)),
    })),
  };
}

/** The scopes page: each scope, what it allows, the flows that offer it and the operations that need it. */
export function scopesPageMdx(spec, operations, base = '/docs/api/') {
  const page = scopesPageContent(spec, operations);
  const sections = page.scopes.map((entry) => {
    // Summaries only: with paths and badges the page would pass the 60 KB an API page may weigh.
    const list = entry.operations.length
      ? `<ul className="api-scope__operations">\n${entry.operations.map((op) => `<li><a href="${base}${op.id}/">${text(op.summary)}</a></li>`).join('\n')}\n</ul>`
      : `<p>${text(page.none)}</p>`;
    return `<Heading as={"h2"} id=${text(entry.anchor)} children=${text(entry.scope)} />\n\n<p>${text(entry.text)}</p>\n\n${list}\n`;
  });
  return [
    '---',
    'id: scopes',
    `title: ${JSON.stringify(page.title)}`,
    'sidebar_label: Scopes',
    `description: ${JSON.stringify(page.description)}`,
    'custom_edit_url: null',
    '---',
    '',
    'import Heading from "@theme/Heading";',
    '',
    `<p>${text(page.intro)} <a href="${page.guide.href}">${page.guide.label}</a> is in the guides.</p>`,
    '',
    ...sections,
  ].join('\n');
}

/**
 * Markdown twins of the pages above: generate.mjs writes them to docs/api/_markdown/<doc id>.md
 * (a folder Docusaurus leaves out of the docs) and plugins/markdown-export serves each as the page's
 * `<route>.md`. Links are site-relative and point at the linked page's own `.md`; the plugin makes
 * them absolute. `markdownHref('/docs/api/people-index/')` is `/docs/api/people-index.md`.
 */
export function markdownHref(href) {
  const [pathname, hash] = href.split('#');
  const twin = `${pathname.replace(/\/+$/, '') || '/index'}.md`;
  return hash === undefined ? twin : `${twin}#${hash}`;
}

/** Text for a Markdown link label or list item: on one line, brackets and backslashes escaped. */
export const markdownText = (value) => String(value).replace(/\s*\n\s*/g, ' ').replace(/([\\[\]])/g, '\\$1');

/** An operation as Markdown, as the tag pages' twins give it: its title linked to its twin, then method and path. */
export const markdownOperation = (op, href, prefix = '') => `[${markdownText(op.summary)}](${markdownHref(href)}): \`${op.method.toUpperCase()} ${prefix}${op.path}\``;

/**
 * The scopes page as Markdown: each scope a heading, with what it allows and the operations that
 * require it (title, method and path). The same facts as scopesPageMdx.
 */
export function scopesPageMarkdown(spec, operations, base = '/docs/api/') {
  const page = scopesPageContent(spec, operations);
  const lines = [`# ${page.title}`, '', `${page.intro} [${page.guide.label}](${markdownHref(page.guide.href)}) is in the guides.`, ''];
  for (const entry of page.scopes) {
    lines.push(`## ${entry.scope}`, '', entry.text, '');
    if (entry.operations.length === 0) lines.push(page.none, '');
    else lines.push('Operations that require it:', '', ...entry.operations.map((op) => `- ${markdownOperation(op, `${base}${op.id}/`)}`), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The v1.0 operations by tag, in the order of the spec, each with its v2.0 counterparts (ids). */
function v1IndexContent(operations, versionMap) {
  const byTag = new Map();
  for (const op of operations) {
    if (!byTag.has(op.tag)) byTag.set(op.tag, []);
    byTag.get(op.tag).push({...op, counterparts: versionMap.operations.filter((p) => p.v1 === op.id).map((p) => p.v2)});
  }
  return {
    title: 'API v1.0 operations',
    description: `All ${operations.length} operations of the legacy Salesloft API v1, with their v2 counterparts.`,
    intro: `The legacy v1.0 API has ${operations.length} operations. Each links to its page and, where v2.0 has the same operation, to that page too; new integrations belong on v2.0.`,
    links: [
      {label: `About ${V1.label}`, href: `/${apiVersionLanding(V1.version)}`},
      {label: `The ${V2.label} reference`, href: V2_BASE},
    ],
    tags: [...byTag],
  };
}

/** The index of v1.0 operations at the base of its route prefix: each with its v2.0 counterpart when there is one. */
export function v1IndexPageMdx(operations, tagSlugs, versionMap, base = V1_BASE, v2Base = V2_BASE) {
  const page = v1IndexContent(operations, versionMap);
  const sections = page.tags.map(([tag, ops]) => {
    const rows = ops.map((op) => {
      // The index names the first counterpart; the migration map and the Markdown twin list every one.
      const successor = op.counterparts.length ? ` <a className="api-index__successor" href="${v2Base}${op.counterparts[0]}/">v2.0: ${text(op.counterparts[0])}</a>` : '';
      return `<li>${operationRow(op, base).slice('<li>'.length, -'</li>'.length)}${successor}</li>`;
    });
    const slug = tagSlugs.get(tag);
    const heading = slug ? `<a href="${base}${slug}/">${text(tag)}</a>` : text(tag);
    return `<li>${heading}\n<ul>\n${rows.join('\n')}\n</ul></li>`;
  });
  return [
    '---',
    'id: index',
    `title: ${JSON.stringify(page.title)}`,
    'sidebar_label: All operations',
    `description: ${JSON.stringify(page.description)}`,
    'custom_edit_url: null',
    '---',
    '',
    `<p>${text(page.intro)} ${page.links.map((link) => `<a href="${link.href}">${link.label}</a>`).join(' · ')}</p>`,
    '',
    `<ul className="api-index">\n${sections.join('\n')}\n</ul>`,
    '',
  ].join('\n');
}

/**
 * The v1.0 index as Markdown: per resource, each operation (title, method and full path, since
 * `v1PathPrefix` is the path of v1.0's server) and its v2.0 counterparts with their method and path,
 * or a plain statement that v2.0 has none. `v2Operations` gives the counterparts' summaries and paths.
 */
export function v1IndexPageMarkdown({operations, tagSlugs, versionMap, v2Operations, v1PathPrefix = '', base = V1_BASE, v2Base = V2_BASE}) {
  const page = v1IndexContent(operations, versionMap);
  const v2ById = new Map(v2Operations.map((op) => [op.id, op]));
  const lines = [`# ${page.title}`, '', `${page.intro} ${page.links.map((link) => `[${link.label}](${markdownHref(link.href)})`).join(' · ')}`, ''];
  for (const [tag, ops] of page.tags) {
    const slug = tagSlugs.get(tag);
    lines.push(`## ${slug ? `[${markdownText(tag)}](${markdownHref(`${base}${slug}/`)})` : markdownText(tag)}`, '');
    for (const op of ops) {
      const counterparts = op.counterparts.map((id) => v2ById.get(id)).filter(Boolean);
      lines.push(`- ${markdownOperation(op, `${base}${op.id}/`, v1PathPrefix)}`);
      if (counterparts.length === 0) lines.push('  - No v2.0 counterpart.');
      for (const v2 of counterparts) lines.push(`  - v2.0: ${markdownOperation(v2, `${v2Base}${v2.id}/`)}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Puts the version-switch notice right below an overview's title (its first h1 Heading). */
export function addVersionNotice(mdx) {
  const heading = /<Heading\s+as=\{"h1"\}[\s\S]*?<\/Heading>\n/;
  if (!heading.test(mdx)) return null;
  const withNotice = mdx.replace(heading, (match) => `${match}\n<VersionNotice />\n`);
  return withNotice.replace(/\n\n/, '\n\nimport VersionNotice from "@site/src/components/VersionNotice";\n\n');
}
