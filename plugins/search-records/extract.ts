import {Parser, parseDocument} from 'htmlparser2';
import {type AnyNode, type Document, DomHandler, type Element, isTag, isText} from 'domhandler';
import {findAll, findOne, getAttributeValue, removeElement, textContent} from 'domutils';
import {apiVersionOfPath} from '../../config/apiVersions';
import {CATEGORY_API, CATEGORY_DOCS, LEVELS, type DocSearchRecord, type Hierarchy, type RecordType} from '../../src/search/records';

/** Where a page was served from, and what it is called. */
export interface PageSource {
  /** The page's HTML as built. */
  html: string;
  /** Absolute URL of the page (site URL + route), with its trailing slash. */
  url: string;
  /** Route path (`/docs/api/people-create/`), used for the category and API version. */
  route: string;
  /**
   * The site-wide keywords (`themeConfig.metadata`), which every page without keywords of its own
   * carries in its `<meta name="keywords">`: they say nothing about the page, and are not indexed.
   */
  siteKeywords?: string | null;
}

/** Elements that are chrome or noise, never searchable text. */
const SKIP_TAGS = new Set(['nav', 'script', 'style', 'noscript', 'svg', 'button', 'pre', 'code-block', 'iframe', 'form', 'template']);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'pagination-nav',
  'breadcrumbs',
  'openapi-right-panel__container',
  'openapi-explorer__',
  'codeBlockContainer',
  'theme-code-block',
  'openapi-tabs__mime',
  'openapi-tabs__schema-list-container',
  'openapi-tabs__code',
  'openapi-schema__divider',
  'openapi-example',
  'openapi-skeleton',
  // Navigation lists that repeat every operation's method, path and summary: the endpoint index on
  // the v2.0 overview and the v1.0 index (api-index...), and the operations under each scope on
  // /docs/api/scopes/. The operation pages are the hits for those words; the lists were 505 of
  // 6,546 records, and crowded them out. The pages keep their titles, headings and prose.
  'api-index',
  'api-scope__operations',
  // The MCP tool reference's input and output tables and the changelog's change lists (issue 28)
  // repeat the fields and paths of the operations they link; those pages are the hits, and the
  // tables alone would take some 4 KB (gzip) of the search index's budget.
  'mcp-schema',
  'api-changelog__changes',
  // A doc card's emoji (📄️ before every operation on a tag page): not a word, and a box where the
  // reader's fonts have no emoji.
  'theme-doc-card-icon',
];

/**
 * Elements that `isSkipped` rejects whatever their attributes (every skipped tag but `pre`, which an
 * operation's method and path use). Their subtrees are dropped while the page is parsed: the same
 * records come out, and the sidebar's and navbar's links, the scripts and the icons, a large share of
 * an API page that grows with the number of operations, are never turned into DOM nodes.
 */
const DROPPED_TAGS = new Set([...SKIP_TAGS].filter((tag) => tag !== 'pre'));

/** A DOM handler that leaves out the subtrees of DROPPED_TAGS (htmlparser2 balances every open with a close). */
class ContentHandler extends DomHandler {
  private dropped = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.dropped > 0 || DROPPED_TAGS.has(name)) this.dropped += 1;
    else super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    if (this.dropped > 0) this.dropped -= 1;
    else super.onclosetag();
  }

  override ontext(data: string): void {
    if (this.dropped === 0) super.ontext(data);
  }

  override oncomment(data: string): void {
    if (this.dropped === 0) super.oncomment(data);
  }

  override oncommentend(): void {
    if (this.dropped === 0) super.oncommentend();
  }

  override oncdatastart(): void {
    if (this.dropped === 0) super.oncdatastart();
  }

  override oncdataend(): void {
    if (this.dropped === 0) super.oncdataend();
  }

  override onprocessinginstruction(name: string, data: string): void {
    if (this.dropped === 0) super.onprocessinginstruction(name, data);
  }
}

/** Parses a built page into a DOM without the subtrees that never hold searchable text. */
export function parseContent(html: string): Document {
  const handler = new ContentHandler();
  new Parser(handler).end(html);
  return handler.root;
}

/** Classes after which a space separates values that the markup glues together (`email_address` `string`). */
const SPACED_CLASSES = ['openapi-schema__', 'openapi__method', 'badge', 'cardTitle'];
const SPACED_TAGS = new Set(['div', 'p', 'section', 'article', 'header', 'footer', 'summary', 'details', 'ul', 'ol', 'table', 'br']);

/** Blocks whose text becomes one content record (without the text of blocks nested inside them). */
const BLOCK_TAGS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'blockquote', 'figcaption', 'summary']);
const BLOCK_CLASSES = ['openapi-schema__list-item', 'params-list__item', 'openapi__method-endpoint'];

const HEADING = /^h([1-6])$/;

function classes(el: Element): string {
  return getAttributeValue(el, 'class') ?? '';
}

/** Whether one of an element's classes is `name`. */
const hasClass = (el: Element, name: string) => classes(el).split(/\s+/).includes(name);

function isSkipped(el: Element): boolean {
  // Code blocks are noise, but an operation's method and path (`POST /v2/people`) is not.
  if (SKIP_TAGS.has(el.name)) return !(el.name === 'pre' && classes(el).includes('openapi__method-endpoint'));
  if (el.attribs.role === 'tablist') return true;
  if (el.attribs['aria-hidden'] === 'true' || el.attribs.hidden !== undefined) return true;
  const cls = classes(el);
  return cls !== '' && SKIP_CLASSES.some((c) => cls.includes(c));
}

function isBlock(el: Element): boolean {
  return BLOCK_TAGS.has(el.name) || isItemBlock(el);
}

/** Schema properties and parameters: one record each, name, type and description together. */
function isItemBlock(el: Element): boolean {
  const cls = classes(el);
  return cls !== '' && cls.split(/\s+/).some((c) => BLOCK_CLASSES.includes(c));
}

function isSpaced(el: Element): boolean {
  if (SPACED_TAGS.has(el.name)) return true;
  const cls = classes(el);
  return cls !== '' && SPACED_CLASSES.some((c) => cls.includes(c));
}

/** Collapses whitespace and drops the zero-width characters of heading links. */
export function cleanText(text: string): string {
  return text.replace(/\u200b|\u200c|\u200d|\ufeff/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Text of a node, skipping chrome. `stopAt` says which nested elements belong to records of their
 * own and are left out here.
 */
function textOf(node: AnyNode, stopAt: (el: Element) => boolean): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || isSkipped(node)) return '';
  if (node.name === 'br') return ' ';
  const parts: string[] = [];
  for (const child of node.children) {
    if (isTag(child) && stopAt(child)) continue;
    parts.push(textOf(child, stopAt));
  }
  // Table cells are separate values: keep a separator between them.
  const text = node.name === 'tr' ? parts.filter((p) => p.trim() !== '').join(' | ') : parts.join('');
  return isSpaced(node) ? ` ${text} ` : text;
}

const nothing = () => false;
const nestedBlock = (el: Element) => isBlock(el) || HEADING.test(el.name);
const nestedItem = (el: Element) => isItemBlock(el);

interface Walk {
  /** Inside an operation's responses: their schemas repeat on every page and are left out. */
  inResponses: boolean;
  levels: (string | null)[];
  anchors: (string | null)[];
  out: {type: RecordType; text: string | null; anchor: string | null; hierarchy: (string | null)[]}[];
}

function emit(walk: Walk, type: RecordType, text: string | null): void {
  let anchor: string | null = null;
  for (let i = walk.anchors.length - 1; i >= 2 && anchor === null; i -= 1) {
    if (walk.levels[i] !== null) anchor = walk.anchors[i];
  }
  walk.out.push({type, text, anchor, hierarchy: [...walk.levels]});
}

/**
 * A list item that opens with a link to another page of the site ("Email template: subjects, HTML
 * bodies and escaping HTML inside JSON", under "Pages in this section" or "Related pages"): a
 * signpost, which sums up the other page in the words of its headings. Indexed, it matched the
 * query as well as the page it points to, and took its place on the page of the list: "escape html
 * in the import json" found the cadence import introduction's list before the Email template page.
 * The page pointed to is indexed in full; the signpost is left out.
 */
export function isSignpost(el: Element): boolean {
  if (el.name !== 'li') return false;
  let first: AnyNode | undefined = el.children.find((c) => !(isText(c) && c.data.trim() === ''));
  // A loose list wraps the item's text in a paragraph.
  if (first && isTag(first) && first.name === 'p') first = first.children.find((c) => !(isText(c) && c.data.trim() === ''));
  if (!first || !isTag(first) || first.name !== 'a') return false;
  const href = first.attribs.href ?? '';
  return href.startsWith('/') && !href.startsWith('/#') && !href.startsWith('//');
}

function visit(node: AnyNode, walk: Walk): void {
  if (!isTag(node) || isSkipped(node) || isSignpost(node)) return;
  const heading = HEADING.exec(node.name);
  const id = node.attribs.id;
  if (heading && (heading[1] === '1' || id)) {
    const level = Number(heading[1]);
    const title = cleanText(textOf(node, nothing));
    if (level <= 2) walk.inResponses = classes(node).includes('openapi-tabs__response-header');
    if (title === '') return;
    walk.levels[level] = title;
    walk.anchors[level] = level === 1 ? null : id;
    for (let l = level + 1; l <= 6; l += 1) {
      walk.levels[l] = null;
      walk.anchors[l] = null;
    }
    if (walk.levels[1] !== null) emit(walk, `lvl${level}` as RecordType, null);
    return;
  }
  if (walk.inResponses && (isItemBlock(node) || node.name === 'details')) return;
  if (node.name === 'tr' && node.children.every((c) => !isTag(c) || c.name === 'th')) {
    // A header row says nothing by itself. Minified without its optional end tags (</th>, </thead>),
    // a table's body is parsed into the header row's last cell: its rows are still read.
    for (const child of node.children) visitNested(child, walk, (el) => el.name === 'tr');
    return;
  }
  if (heading || isBlock(node)) {
    const own = isItemBlock(node) ? nestedItem : nestedBlock;
    const text = cleanText(textOf(node, own));
    if (text !== '' && walk.levels[1] !== null) emit(walk, 'content', text);
    // Blocks nested inside this one (list items in a list item, schema properties of an object).
    for (const child of node.children) visitNested(child, walk, own);
    return;
  }
  for (const child of node.children) visit(child, walk);
}

function visitNested(node: AnyNode, walk: Walk, own: (el: Element) => boolean): void {
  if (!isTag(node) || isSkipped(node)) return;
  if (own(node)) {
    visit(node, walk);
    return;
  }
  for (const child of node.children) visitNested(child, walk, own);
}

function meta(root: AnyNode[], name: string): string | null {
  const el = findOne((e) => e.name === 'meta' && e.attribs.name === name, root, true);
  return el ? (el.attribs.content ?? null) : null;
}

/** The API reference version a route or URL belongs to (config/apiVersions.ts), or null outside it. */
export function apiVersionOf(route: string): string | null {
  return apiVersionOfPath(route);
}

/**
 * A page's rank among pages that answer a query equally well (DocSearch's `pageRank`, the first
 * key of the custom ranking on both backends): the guides that explain a topic (2), then the API
 * reference (1), then pages that only mention topics in passing: the no-code platforms, the
 * Marketplace checklists and terms, and the overview pages that link to everything else (0). An
 * overview is also any page made of a list of doc cards (`overview`): the API reference's resource
 * pages ("Notes", "Recording settings"), which describe a resource and link to its operations. Ranked
 * with the operations, they came above the operation a reader asked for ("notes logged on a company
 * record" listed Notes before List notes).
 */
export function pageRankOf(route: string, overview = false): number {
  const local = `/${route.replace(/^\/+/, '')}`;
  if (overview) return 0;
  if (/^\/docs\/platform\/(no-code|marketplace)\//.test(local)) return 0;
  if (/^\/docs\/platform\//.test(local)) return 2;
  if (/^\/docs\/api\//.test(local)) return 1;
  return 0;
}

/** Whether a page's content lists doc cards (a resource page of the API reference, a category index). */
const listsDocCards = (container: Element) => findOne((e) => hasClass(e, 'theme-doc-card-container'), container.children, true) !== null;

/** Stable, readable ids: the route, the anchor and the position of the record on its page. */
function objectId(route: string, position: number): string {
  return `${route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9.-]+/g, '-') || 'home'}-${position}`;
}

/**
 * Turns one rendered page into DocSearch records: one for the title (lvl1), one per heading with an
 * id (lvl2..lvl6), one per paragraph, list item, table row or schema property (content). Navigation,
 * breadcrumbs, tables of contents, code blocks and the API explorer are left out; parameter names
 * and operation summaries stay in.
 */
export function extractRecords(page: PageSource): DocSearchRecord[] {
  const document = parseContent(page.html);
  const root = document.children;
  const container =
    findOne((e) => hasClass(e, 'theme-doc-markdown'), root, true) ??
    findOne((e) => e.attribs.id === '__docusaurus_skipToContent_fallback', root, true) ??
    findOne((e) => e.name === 'main', root, true);
  if (!container) return [];

  // A webhook event page (issue 26) says what Salesloft sends in a paragraph of its own.
  if (findOne((e) => hasClass(e, 'api-webhook__request'), container.children, true)) {
    // An event page's payload is the REST resource's schema (issue 26: a $ref, never a copy), whose
    // properties the resource's operation pages already index; indexed again on 37 event pages they
    // were 1,400 records and some 40 KB (gzip) of the index's 300 KB budget. The event keeps its
    // title, prose, headers and headings.
    for (const property of findAll((e) => hasClass(e, 'openapi-schema__list-item'), container.children)) {
      if (property.parent) removeElement(property);
    }
  }
  const walk: Walk = {inResponses: false, levels: Array(7).fill(null), anchors: Array(7).fill(null), out: []};
  const apiVersion = apiVersionOf(page.route);
  walk.levels[0] = apiVersion ? CATEGORY_API : CATEGORY_DOCS;
  visit(container, walk);

  const language = meta(root, 'docusaurus_locale') ?? 'en';
  const docusaurusTag = meta(root, 'docusaurus_tag') ?? 'default';
  const version = meta(root, 'docusaurus_version');
  const pageKeywords = meta(root, 'keywords');
  const ownKeywords = pageKeywords === (page.siteKeywords ?? null) ? [] : keywordList(pageKeywords);
  const title = walk.out.find((entry) => entry.type === 'lvl1')?.hierarchy[1] ?? '';
  // A guide's sidebar sections are searched with its keywords; an API page's are not (sectionsToSearch).
  const keywords = [...new Set([...ownKeywords, ...(apiVersion ? [] : sectionsToSearch(sectionLabels(page.html), title))])];
  const urlWithoutAnchor = page.url;
  const pageRank = pageRankOf(page.route, listsDocCards(container));
  const seen = new Set<string>();
  const records: DocSearchRecord[] = [];
  for (const entry of walk.out) {
    const key = `${entry.anchor}\n${entry.type}\n${entry.text}\n${entry.hierarchy.join('\n')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, entry.hierarchy[i] ?? null])) as Hierarchy;
    const position = records.length;
    const levelIndex = entry.type === 'content' ? 7 : Number(entry.type.slice(3));
    records.push({
      objectID: objectId(page.route, position),
      url: entry.anchor ? `${urlWithoutAnchor}#${entry.anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor: entry.anchor,
      type: entry.type,
      hierarchy,
      content: entry.type === 'content' ? entry.text : null,
      language,
      docusaurus_tag: docusaurusTag,
      version,
      api_version: apiVersion,
      weight: {pageRank, level: Math.round(((7 - levelIndex) * 100) / 6), position},
      ...(entry.type === 'lvl1' && keywords.length > 0 && !records.some((r) => r.type === 'lvl1') ? {keywords} : {}),
    });
  }
  return records;
}

/** The words of a label or title, folded, for comparing them. */
const labelWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The labels of a page's breadcrumbs, the home link left out: the sidebar sections it sits in
 * (`sections`, the linked items), and the active item (`own`): the page's own sidebar label, or its
 * section's when the section opens on the page. The breadcrumbs are a `nav`, which parseContent
 * drops; they are read from the page's HTML on their own.
 */
export function sectionLabels(html: string): {sections: string[]; own: string | null} {
  const start = html.search(/<nav[^>]*theme-doc-breadcrumbs/);
  const end = start < 0 ? -1 : html.indexOf('</nav>', start);
  if (end < 0) return {sections: [], own: null};
  const nav = parseDocument(html.slice(start, end + '</nav>'.length));
  const label = (e: Element) => textContent(e).replace(/\s+/g, ' ').trim();
  const items = findAll((e) => hasClass(e, 'breadcrumbs__item'), nav.children);
  const links = items.flatMap((item) => findAll((e) => hasClass(e, 'breadcrumbs__link') && e.attribs['aria-label'] === undefined, item.children).map((link) => ({item, text: label(link)})));
  const isActive = (item: Element) => hasClass(item, 'breadcrumbs__item--active');
  return {
    sections: links.filter(({item, text}) => !isActive(item) && text !== '').map(({text}) => text),
    own: links.find(({item, text}) => isActive(item) && text !== '')?.text ?? null,
  };
}

/**
 * The breadcrumb labels searched with a guide's keywords. A guide's title leans on its sidebar
 * section for context ("Steps" under Cadence Imports, "Watch meeting settings" under External
 * Calendars), which a reader types ("step types of a cadence import", "which users switched to the
 * external calendar"): every page of a section is searched with the section's label, alike, so that
 * none gains on its neighbours by it. The active item counts when the title does not already hold
 * its words: the section's label on the page the section opens on ("Marketplace" on "How to submit
 * your app"). API pages are left out: an operation's title names its resource, and its sidebar
 * groups join several ("People & Accounts"), whose other words would match operations that are not
 * about them.
 */
export function sectionsToSearch({sections, own}: {sections: readonly string[]; own: string | null}, title: string): string[] {
  const inTitle = new Set(labelWords(title));
  return [...sections, ...(own !== null && labelWords(own).some((word) => !inTitle.has(word)) ? [own] : [])];
}

/**
 * A page's `keywords` front matter as Docusaurus writes it into `<meta name="keywords">` (the
 * entries joined with commas): each entry trimmed, empty and repeated entries dropped.
 */
export function keywordList(content: string | null): string[] {
  if (!content) return [];
  return [...new Set(content.split(',').map((entry) => entry.trim()).filter(Boolean))];
}
