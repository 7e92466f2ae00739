import fs from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideToMarkdown} from './guide';
import {agentInstructions, llmsFullTxt, llmsTxt, scopesByResource, type LlmsLink, type LlmsSection, type ScopedOperation} from './llms';
import {absolutise, operationToMarkdown, type OperationInput, type V2Counterpart} from './operation';
import {markdownPathOf} from '../../src/lib/markdownPath';
import {CHANGELOG_DATA_FILE, CHANGELOG_FEED_HREF, changelogAtom} from '../../scripts/openapi/changelog-lib.mjs';
import {apiVersionOfPath, isLegacyApiVersion} from '../../config/apiVersions';

/** The parts of a loaded docs instance this plugin reads. */
interface Doc {
  id: string;
  title: string;
  description?: string;
  source: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
}
interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface LoadedDocs {
  loadedVersions: {contentPath: string; docs: Doc[]; sidebars: Record<string, SidebarItem[]>}[];
}
/** The part of openapi/version-map.json read here: which v2.0 page does the job of which v1.0 page. */
interface VersionMap {
  operations: Array<{v1: string; v2: string}>;
}

interface ApiPreview {
  method?: string;
  path?: string;
  operation?: string;
}

const SITE_SUMMARY =
  'Developer documentation for the Salesloft sales-engagement platform: the REST API v2.0 (and the legacy v1.0), OAuth and API-key authentication, rate limits, webhooks, bulk jobs, cadence imports, external calendars, front-end integrations, and signals and plays.';
const SITE_DETAILS = [
  'Every page below is plain Markdown generated from the same sources as the HTML site. API v2.0 is current; use v1.0 only to maintain an existing integration. All requests go to https://api.salesloft.com with `Authorization: Bearer <token>`.',
];

/** The migration map's doc id (MIGRATION_SLUG of scripts/openapi/migration-lib.mjs). */
const MIGRATION_DOC_ID = 'migrating-from-v1';
/** The MCP tool reference's index (MCP_TOOLS_SLUG of scripts/openapi/mcp-tools-lib.mjs); its `.md` holds every tool. */
const MCP_TOOLS_DOC_ID = 'mcp-tools/index';
/** The API changelog's doc id (CHANGELOG_SLUG of scripts/openapi/changelog-lib.mjs). */
const CHANGELOG_DOC_ID = 'changelog';

/**
 * Where generate.mjs writes the Markdown twin of an API page that is JSX through and through (the
 * scopes page, the migration map, the v1.0 index): `_markdown/<doc id>.md` in the API docs folder,
 * which Docusaurus leaves out of the docs as it does every folder whose name starts with `_`.
 */
export const apiMarkdownTwinPath = (contentPath: string, docId: string) => path.join(contentPath, '_markdown', `${docId}.md`);

const resolveSite = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

/**
 * Writes `<route>.md` beside every guide and API page, plus llms.txt and llms-full.txt at the site
 * root (issue 19; CONTRIBUTING.md "Markdown for people and tools"). The Markdown is converted at build time
 * from what the HTML is built from: the guides' MDX and the resolved operations of the specs.
 * The build fails when a route of the route list (see routeListFile) under /docs/ has no `.md`.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  let guides: LoadedDocs | undefined;
  let api: LoadedDocs | undefined;

  return {
    name: 'markdown-export',
    allContentLoaded({allContent}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
      guides = instances.default;
      api = instances.api;
    },
    async postBuild({outDir}) {
      const started = Date.now();
      if (!guides || !api) throw new Error('[markdown-export] the guides or API docs instance did not load');
      const write = async (permalink: string, markdown: string) => {
        const file = path.join(outDir, markdownPathOf(permalink, siteConfig.baseUrl));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
      };
      const mdUrl = (permalink: string) => `${origin}${siteConfig.baseUrl}${markdownPathOf(permalink, siteConfig.baseUrl)}`;

      // Guides.
      // Doc permalinks come without the trailing slash the site's routes have (trailingSlash: true).
      const routed = (docs: Doc[]) => docs.map((doc) => ({...doc, permalink: siteConfig.trailingSlash === false || doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`}));
      const guideDocs = routed(guides.loadedVersions[0].docs);
      const bySource = new Map(guideDocs.map((doc) => [path.normalize(resolveSite(siteDir, doc.source)), doc]));
      const guideMarkdown = new Map<string, string>();
      for (const doc of guideDocs) {
        const file = resolveSite(siteDir, doc.source);
        const pageUrl = `${origin}${doc.permalink}`;
        const markdown = guideToMarkdown({
          file: path.relative(siteDir, file),
          source: await fs.readFile(file, 'utf8'),
          title: doc.title,
          description: doc.description,
          pageUrl,
          resolveLink: (target) => {
            if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
            if (target.startsWith('#')) return `${pageUrl}${target}`;
            if (target.startsWith('/')) return `${origin}${target}`;
            const [file2, hash = ''] = target.split('#');
            const linked = bySource.get(path.normalize(path.resolve(path.dirname(file), file2)));
            if (!linked) throw new Error(`[markdown-export] ${path.relative(siteDir, file)}: link target ${target} is not a guide`);
            return `${origin}${linked.permalink}${hash ? `#${hash}` : ''}`;
          },
        });
        guideMarkdown.set(doc.id, markdown);
        await write(doc.permalink, markdown);
      }

      // API pages: operations from their resolved JSON; tag pages and the two overviews (the info
      // pages) as link lists; every other page from the Markdown twin generate.mjs wrote for it.
      const apiDocs = routed(api.loadedVersions[0].docs);
      const apiContentPath = api.loadedVersions[0].contentPath;
      const siteUrl = `${origin}${siteConfig.baseUrl}`;
      const isLegacy = (doc: Doc) => {
        const version = apiVersionOfPath(doc.permalink);
        return version !== null && isLegacyApiVersion(version);
      };
      /** A page's path below its version's base, which openapi/version-map.json names pages by. */
      const pageSlug = (doc: Doc) => doc.id.split('/').pop() ?? doc.id;
      const apiMarkdown = new Map<string, string>();
      const operations: Array<{doc: Doc; method: string; path: string; tags: string[]; legacy: boolean; security?: ScopedOperation['security']}> = [];
      /** The spec's own overview text, per version (the info page's front matter keeps only its first line). */
      const infoDescription = new Map<boolean, string>();
      const loaded = await Promise.all(
        apiDocs
          .filter((doc) => operationJsonOf(doc))
          .map(async (doc) => {
            const file = path.join(outDir, operationJsonOf(doc)!.replace(/^\//, ''));
            return {doc, json: JSON.parse(await fs.readFile(file, 'utf8')) as OperationInput['operation'] & {tags?: string[]; security?: ScopedOperation['security']; info?: {description?: string}}};
          }),
      );
      // A v1.0 operation names its v2.0 counterparts, as its page's note does.
      const versionMap = JSON.parse(await fs.readFile(path.join(siteDir, 'openapi', 'version-map.json'), 'utf8')) as VersionMap;
      const v2BySlug = new Map(loaded.filter(({doc}) => !isLegacy(doc)).map((entry) => [pageSlug(entry.doc), entry]));
      const migrationMap = apiDocs.find((doc) => doc.id === MIGRATION_DOC_ID);
      const counterpartsOf = (doc: Doc): V2Counterpart[] =>
        versionMap.operations
          .filter((pair) => pair.v1 === pageSlug(doc))
          .map((pair) => {
            const v2 = v2BySlug.get(pair.v2);
            if (!v2) throw new Error(`[markdown-export] openapi/version-map.json pairs ${pair.v1} with ${pair.v2}, which is no v2.0 operation page`);
            return {title: v2.doc.title, url: mdUrl(v2.doc.permalink), method: v2.json.method, path: v2.json.path};
          });
      await Promise.all(
        loaded.map(async ({doc, json}) => {
          const legacy = isLegacy(doc);
          const markdown = operationToMarkdown({
            title: doc.title,
            pageUrl: `${origin}${doc.permalink}`,
            siteUrl,
            curl: typeof doc.frontMatter.api_curl === 'string' ? doc.frontMatter.api_curl : undefined,
            delivery: deliveryOf(doc.frontMatter.webhook as WebhookFrontMatter | undefined),
            operation: json,
            ...(legacy ? {v2Counterparts: counterpartsOf(doc), migrationMapUrl: migrationMap && mdUrl(migrationMap.permalink)} : {}),
          });
          apiMarkdown.set(doc.permalink, markdown);
          operations.push({doc, method: json.method, path: json.path, tags: json.tags ?? [], legacy, security: json.security});
          if (json.info?.description) infoDescription.set(legacy, json.info.description.trim());
          await write(doc.permalink, markdown);
        }),
      );
      operations.sort((a, b) => a.doc.permalink.localeCompare(b.doc.permalink));
      const operationLink = (op: (typeof operations)[number]): LlmsLink => ({
        title: op.doc.title,
        url: mdUrl(op.doc.permalink),
        description: `${op.method === 'event' ? 'Webhook event' : `${op.method.toUpperCase()} ${op.path}`}${op.doc.description ? `. ${op.doc.description.replace(/[.:;,]\s*$/, '')}` : ''}`,
      });
      for (const doc of apiDocs) {
        if (operationJsonOf(doc)) continue;
        const legacy = isLegacy(doc);
        const source = resolveSite(siteDir, doc.source);
        const twin = apiMarkdownTwinPath(apiContentPath, doc.id);
        let markdown: string;
        if (existsSync(twin)) {
          // The scopes page, the migration map and the v1.0 index: the twin has the title and all.
          markdown = absolutise((await fs.readFile(twin, 'utf8')).trim(), siteUrl);
        } else if (source.endsWith('.tag.mdx')) {
          // A tag page: the resource's description, then its operations.
          const members = operations.filter((op) => op.legacy === legacy && op.tags.includes(doc.title));
          const intro = tagIntro(await fs.readFile(source, 'utf8'));
          if (members.length === 0) throw new Error(`[markdown-export] ${doc.source}: the tag "${doc.title}" has no operation`);
          if (intro === null) throw new Error(`[markdown-export] ${doc.source}: no DocCardList block in the form generate.mjs writes`);
          const description = intro || (doc.description !== doc.title ? doc.description : '');
          markdown = [
            `# ${doc.title}`,
            '',
            ...(description ? [absolutise(description, siteUrl), ''] : []),
            '## Operations',
            '',
            ...members.map((op) => `- [${op.doc.title}](${mdUrl(op.doc.permalink)}): ${op.method === 'event' ? 'webhook event' : `\`${op.method.toUpperCase()} ${op.path}\``}`),
          ].join('\n');
        } else if (source.endsWith('.info.mdx')) {
          // A version's overview: the spec's description, then the version's resources.
          const description = infoDescription.get(legacy) ?? doc.description;
          const lines = [`# ${doc.title}`, ''];
          if (description && description !== doc.title) lines.push(absolutise(description, siteUrl), '');
          const tags = [...new Set(operations.filter((op) => op.legacy === legacy).flatMap((op) => op.tags))].sort();
          lines.push('## Resources', '');
          for (const tag of tags) {
            const count = operations.filter((op) => op.legacy === legacy && op.tags.includes(tag)).length;
            const tagDoc = apiDocs.find((d) => d.title === tag && isLegacy(d) === legacy && !operationJsonOf(d));
            const noun = operations.some((op) => op.legacy === legacy && op.tags.includes(tag) && op.method === 'event') ? 'webhook event' : 'operation';
            const counted = `${count} ${noun}${count === 1 ? '' : 's'}`;
            lines.push(tagDoc ? `- [${tag}](${mdUrl(tagDoc.permalink)}): ${counted}` : `- ${tag}: ${counted}`);
          }
          markdown = lines.join('\n');
        } else {
          // Rather no build than a twin with another page's content.
          throw new Error(
            `[markdown-export] ${doc.source} is neither an operation, a tag nor an info page, and has no Markdown twin at ${path.relative(siteDir, twin)} (scripts/openapi/generate.mjs writes those)`,
          );
        }
        await write(doc.permalink, `${markdown}\n\nSource: ${origin}${doc.permalink}\n`);
      }

      // llms.txt: guides in sidebar (reading) order, API v2.0 by resource, API v1.0.
      const guideById = new Map(guideDocs.map((doc) => [doc.id, doc]));
      const sections: LlmsSection[] = [];
      const guideLink = (id: string): LlmsLink | null => {
        const doc = guideById.get(id);
        return doc ? {title: doc.title, url: mdUrl(doc.permalink), description: doc.description} : null;
      };
      const looseGuides: LlmsLink[] = [];
      for (const item of Object.values(guides.loadedVersions[0].sidebars).flat()) {
        if (item.type === 'doc' && item.id) {
          const link = guideLink(item.id);
          if (link) looseGuides.push(link);
        } else if (item.type === 'category') {
          const ids = [item.link?.type === 'doc' ? item.link.id : undefined, ...collectDocIds(item.items ?? [])].filter((id): id is string => !!id);
          sections.push({title: `Guides: ${item.label}`, links: ids.map(guideLink).filter((l): l is LlmsLink => l !== null)});
        }
      }
      if (looseGuides.length) sections.unshift({title: 'Guides', links: looseGuides});
      // The reference's own pages before its operations: the overviews, the scopes and the migration map.
      const referencePage = (id: string, description: string): LlmsLink | null => {
        const doc = apiDocs.find((d) => d.id === id);
        return doc ? {title: doc.title, url: mdUrl(doc.permalink), description} : null;
      };
      const referenceLinks = [
        referencePage('salesloft-api', 'The v2.0 overview: base URL, authentication, response envelope, rate limits, and an index of every operation.'),
        referencePage('scopes', 'Every OAuth scope of the v2.0 API and the operations that need it.'),
        referencePage(MIGRATION_DOC_ID, 'Every v1.0 operation with its v2.0 counterpart, or a plain statement that it has none.'),
        referencePage(MCP_TOOLS_DOC_ID, 'The tools of the Salesloft MCP server, each with its inputs, outputs and the v2.0 operation it calls.'),
        referencePage(CHANGELOG_DOC_ID, 'Operations and fields added, changed, deprecated and removed, by date, from the history of the specs.'),
      ].filter((link): link is LlmsLink => link !== null);
      if (referenceLinks.length > 0) sections.push({title: 'API reference', links: referenceLinks});
      const v2 = operations.filter((op) => !op.legacy);
      // Each v2.0 resource with the scopes its operations need, linked to the resource's page.
      const tagPage = (tag: string) => apiDocs.find((d) => d.title === tag && !isLegacy(d) && (d.source.endsWith('.tag.mdx')));
      sections.push({
        title: 'OAuth scopes by resource',
        links: scopesByResource(v2).flatMap(({resource, scopes}) => {
          const page = tagPage(resource);
          return page && scopes.length ? [{title: resource, url: mdUrl(page.permalink), description: scopes.map((scope) => `\`${scope}\``).join(', ')}] : [];
        }),
      });
      const tags = [...new Set(v2.map((op) => op.tags[0] ?? 'Other'))].sort((a, b) => a.localeCompare(b));
      for (const tag of tags) sections.push({title: `API v2.0: ${tag}`, links: v2.filter((op) => (op.tags[0] ?? 'Other') === tag).map(operationLink)});
      sections.push({title: 'API v1.0 (legacy)', links: operations.filter((op) => op.legacy).map(operationLink)});
      const docUrl = (docs: Doc[], id: string) => {
        const doc = docs.find((d) => d.id === id);
        if (!doc) throw new Error(`[markdown-export] llms.txt instructions link to ${id}, which is no page`);
        return mdUrl(doc.permalink);
      };
      const changelogUrl = docUrl(apiDocs, CHANGELOG_DOC_ID);
      // The API changelog's Atom feed, from the data gen-api-docs wrote beside the page (changelog-lib.mjs).
      const changelogData = path.join(apiContentPath, CHANGELOG_DATA_FILE);
      if (!existsSync(changelogData)) throw new Error(`[markdown-export] ${path.relative(siteDir, changelogData)} is missing: run npm run gen-api-docs`);
      const changelogPage = apiDocs.find((d) => d.id === CHANGELOG_DOC_ID)!;
      const feedUrl = `${origin}${siteConfig.baseUrl}${CHANGELOG_FEED_HREF.replace(/^\//, '')}`;
      await fs.writeFile(
        path.join(outDir, CHANGELOG_FEED_HREF.replace(/^\//, '')),
        changelogAtom(JSON.parse(await fs.readFile(changelogData, 'utf8')), {pageUrl: `${origin}${changelogPage.permalink}`, feedUrl, siteTitle: siteConfig.title, authority: new URL(origin).hostname}),
      );
      const instructions = agentInstructions({
        migrationMap: docUrl(apiDocs, MIGRATION_DOC_ID),
        cursorPoller: docUrl(guideDocs, 'guides/building-an-efficient-cursor-poller'),
        rateLimits: docUrl(guideDocs, 'api-basics/rate-limits'),
        scopes: docUrl(apiDocs, 'scopes'),
        webhookSignatures: docUrl(guideDocs, 'webhooks/delivery-headers'),
        oauth: docUrl(guideDocs, 'api-basics/oauth-authentication'),
        mcpServer: docUrl(guideDocs, 'ai-agents/mcp-server'),
        changelog: changelogUrl,
        changelogFeed: feedUrl,
      });
      const site = {name: siteConfig.title, summary: SITE_SUMMARY, details: SITE_DETAILS, instructions, sections};
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site));

      const fullPages = [
        ...sections
          .filter((s) => s.title.startsWith('Guides'))
          .flatMap((s) => s.links)
          .map((link) => {
            const doc = guideDocs.find((d) => mdUrl(d.permalink) === link.url);
            return doc ? {url: `${origin}${doc.permalink}`, markdown: guideMarkdown.get(doc.id) ?? ''} : null;
          })
          .filter((p): p is {url: string; markdown: string} => p !== null),
        ...v2.map((op) => ({url: `${origin}${op.doc.permalink}`, markdown: apiMarkdown.get(op.doc.permalink) ?? ''})),
      ];
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, fullPages));

      const routes = routeListFile(siteDir);
      const missing = missingMarkdown(outDir, siteConfig.baseUrl, routes);
      if (missing.length > 0) {
        throw new Error(`[markdown-export] routes of ${path.relative(siteDir, routes)} without a .md file: ${missing.join(', ')}`);
      }
      console.log(`[markdown-export] ${guideDocs.length} guides, ${apiDocs.length} API pages, llms.txt and llms-full.txt in ${Date.now() - started} ms`);
    },
  };
}

/** What generate.mjs leaves in a webhook event page's `webhook` front matter that this plugin reads. */
interface WebhookFrontMatter {
  /** The example delivery, base64 of its UTF-8 (scripts/openapi/operation-lib.mjs says why). */
  delivery_base64?: string;
  operation?: string;
}

/** A webhook event page's example delivery as text. */
function deliveryOf(webhook: WebhookFrontMatter | undefined): string | undefined {
  return webhook?.delivery_base64 === undefined ? undefined : Buffer.from(webhook.delivery_base64, 'base64').toString('utf8');
}

/** The site path of the resolved JSON an API page was written from: an operation's, or a webhook event's. */
function operationJsonOf(doc: {frontMatter: Record<string, unknown>}): string | undefined {
  return (doc.frontMatter.api as ApiPreview | undefined)?.operation ?? (doc.frontMatter.webhook as WebhookFrontMatter | undefined)?.operation;
}

function collectDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...collectDocIds(item.items ?? [])];
    return [];
  });
}

/**
 * The text a tag page shows above its operation cards (the resource's description from the spec,
 * Markdown as generated), or null when the page is not in the form generate.mjs leaves it in.
 */
export function tagIntro(mdx: string): string | null {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const cards = body.indexOf('```mdx-code-block');
  return cards < 0 ? null : body.slice(0, cards).trim();
}

/**
 * The route list the build checks: the spec's (`../shared/routes.txt`, beside the repository; CI puts
 * a copy of shared/ beside the clone), else the e2e fixture copy of it. Throws when neither exists,
 * since a check against no list would pass anything.
 */
export function routeListFile(siteDir: string): string {
  const candidates = [path.resolve(siteDir, '..', 'shared', 'routes.txt'), path.join(siteDir, 'e2e', 'fixtures', 'routes.txt')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`[markdown-export] no route list to check the Markdown twins against: neither ${candidates.join(' nor ')} exists`);
  return found;
}

/** Routes of the route list under /docs/ (guides, operations, tag and overview pages) whose `.md` is missing from the build. */
export function missingMarkdown(outDir: string, baseUrl: string, routesFile: string): string[] {
  return readFileSync(routesFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((route) => route.startsWith('/docs/') && route !== '/docs/')
    .filter((route) => !existsSync(path.join(outDir, markdownPathOf(`${baseUrl}${route.slice(1)}`, baseUrl))));
}
