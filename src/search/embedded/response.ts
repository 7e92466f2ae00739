import {CATEGORY_API, LEVELS, type DocSearchRecord} from '../records';
import {compileFacetFilters, type FacetFilters} from './filters';
import {highlight, snippet, type HighlightValue, type SnippetValue, type Tags} from './highlight';
import {parseQuery, type ParsedQuery} from './text';

/** The parameters of one request of Algolia's multi-query call that this backend honours. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  clickAnalytics?: boolean;
  [other: string]: unknown;
}

/** One answer of the multi-query response (`results[i]`), in Algolia's shape. */
export interface SearchResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
}

/** A record id with its relevance score, best first, from whichever engine ranks them. */
export interface Ranked {
  id: number;
  score: number;
}

/** What a search engine adapter provides: the records matching every query term, ranked. */
export interface Ranker {
  rank(query: ParsedQuery): Ranked[];
}

const DEFAULT_RETRIEVE = ['*'];

/**
 * Pages scoring under this share of the best page of their own group (their `lvl0`: Docs, API)
 * are dropped (the role of Algolia's `relevancyStrictness`). The floor is taken per group because
 * the modal lists a group's hits together, in the order of each group's best hit (SPEC 5, ranking.ts
 * `rankHits`): a page can only appear after every hit of the groups whose best hit beats its own
 * group's, so a weaker group's pages never move a stronger group's hits. Measured against the best
 * page of all, "download a conversation recording" lost its API page (the operation that answers
 * it) to the guide's section, which scored more than twice as much.
 */
export const RELEVANCE_FLOOR = 0.4;

function pick(record: DocSearchRecord, attributes: string[]): Record<string, unknown> {
  if (attributes.includes('*')) return {...record};
  const out: Record<string, unknown> = {objectID: record.objectID};
  for (const attribute of attributes) {
    const [head, sub] = attribute.split('.', 2);
    const value = (record as unknown as Record<string, unknown>)[head];
    if (value === undefined) continue;
    if (sub === undefined) {
      out[head] = value;
    } else if (value && typeof value === 'object') {
      const target = (out[head] ??= {}) as Record<string, unknown>;
      target[sub] = (value as Record<string, unknown>)[sub];
    }
  }
  return out;
}

function parseSnippets(attributes: string[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, count] = spec.split(':');
    map.set(name, count ? Number(count) : 10);
  }
  return map;
}

function queryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function encodeParams(request: SearchRequest): string {
  return Object.entries(request)
    .filter(([key]) => key !== 'indexName')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

/** Highlight and snippet results of a record, for the attributes DocSearch renders. */
function annotate(record: DocSearchRecord, query: ParsedQuery, request: SearchRequest) {
  const tags: Tags = {pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>'};
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippets = parseSnippets(request.attributesToSnippet);
  const highlightHierarchy: Record<string, HighlightValue> = {};
  const snippetHierarchy: Record<string, SnippetValue> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    highlightHierarchy[level] = highlight(text, query, tags);
    const words = snippets.get(`hierarchy.${level}`);
    if (words !== undefined) snippetHierarchy[level] = snippet(text, query, words, tags, ellipsis);
  }
  const _highlightResult: Record<string, unknown> = {hierarchy: highlightHierarchy};
  const _snippetResult: Record<string, unknown> = {hierarchy: snippetHierarchy};
  if (record.content !== null) {
    _highlightResult.content = highlight(record.content, query, tags);
    const words = snippets.get('content');
    if (words !== undefined) _snippetResult.content = snippet(record.content, query, words, tags, ellipsis);
  }
  return {_highlightResult, _snippetResult};
}

/**
 * Answers one request over `records` ranked by `ranker`, the way Algolia's DocSearch index does:
 * facet filters, one hit per URL (distinct on `url`), pages of `hitsPerPage`, retrieved attributes,
 * highlights and snippets, and a query ID when click analytics are asked for.
 */
export function answer(request: SearchRequest, records: readonly DocSearchRecord[], ranker: Ranker, now: () => number = () => Date.now()): SearchResult {
  const started = now();
  const text = (request.query ?? '').slice(0, 512);
  const query = parseQuery(text);
  const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? 20));
  const page = Math.max(0, request.page ?? 0);
  const passes = compileFacetFilters(request.facetFilters);

  const ranked: Ranked[] =
    query.terms.length === 0
      ? records.map((_record, id) => ({id, score: 0})).sort((a, b) => byWeight(records[a.id], records[b.id]))
      : ranker.rank(query);
  const matches = onePerPage(ranked, records, passes);

  const retrieve = request.attributesToRetrieve ?? DEFAULT_RETRIEVE;
  const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => ({
    ...pick(record, retrieve),
    objectID: record.objectID,
    ...annotate(record, query, request),
  }));
  return {
    hits,
    nbHits: matches.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query: text,
    params: encodeParams(request),
    index: request.indexName,
    processingTimeMS: Math.max(0, Math.round(now() - started)),
    ...(request.clickAnalytics ? {queryID: queryId()} : {}),
  };
}

/**
 * How much a page's other matching records add to its best one: the k-th best adds this share to
 * the power k - 1, for at most PAGE_RECORDS records. A page about the query's topic (its title,
 * description, headings and sections match) outranks a page that mentions the words once.
 */
export const PAGE_SHARE = 0.5;
export const PAGE_RECORDS = 6;

/**
 * One hit per page (Algolia's `distinct` on `url_without_anchor`), pages ranked by their records
 * together (the best record, and a decreasing share of the next ones: PAGE_SHARE), dropping pages
 * under the relevance floor of their group (RELEVANCE_FLOOR). A page's hit is its best record, except that an API reference page
 * whose title matched is represented by its title record: "create a person" answers with the
 * operation itself, not with its Request section. A guide answers with its best section below the
 * title, since SPEC 5 removes page-title hits from the Docs group.
 */
export function onePerPage(ranked: readonly Ranked[], records: readonly DocSearchRecord[], passes: (record: DocSearchRecord) => boolean): DocSearchRecord[] {
  interface Page {
    title: DocSearchRecord | null;
    section: DocSearchRecord | null;
    score: number;
    records: number;
    group: string;
  }
  const pages = new Map<string, Page>();
  for (const {id, score} of ranked) {
    const record = records[id];
    if (!record || !passes(record)) continue;
    const key = record.url_without_anchor ?? record.url.split('#')[0];
    let entry = pages.get(key);
    if (!entry) pages.set(key, (entry = {title: null, section: null, score: 0, records: 0, group: record.hierarchy.lvl0}));
    if (entry.records < PAGE_RECORDS) entry.score += score * PAGE_SHARE ** entry.records;
    entry.records += 1;
    if (record.type === 'lvl1') entry.title ??= record;
    else entry.section ??= record;
  }
  const ordered = [...pages.values()].sort((a, b) => b.score - a.score);
  // Each group's best page comes first in `ordered`: the first score seen for a group is its best.
  const best = new Map<string, number>();
  for (const page of ordered) if (!best.has(page.group)) best.set(page.group, page.score);
  return ordered
    .filter((page) => page.score >= (best.get(page.group) ?? 0) * RELEVANCE_FLOOR)
    .map(({title, section}) => {
      if (title && (title.hierarchy.lvl0 === CATEGORY_API || !section)) return title;
      return section ?? (title as DocSearchRecord);
    });
}

/** Custom ranking of DocSearch: higher page rank, then higher level, then earlier on the page. */
export function byWeight(a: DocSearchRecord, b: DocSearchRecord): number {
  return b.weight.pageRank - a.weight.pageRank || b.weight.level - a.weight.level || a.weight.position - b.weight.position;
}
