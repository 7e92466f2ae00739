import fs from 'node:fs/promises';
import path from 'node:path';
import {CATEGORY_API, CATEGORY_DOCS, type DocSearchRecord, type RecordType} from '../../src/search/records';
import {apiVersionOf, pageRankOf} from './extract';

/** A doc as the docs plugin loaded it: where its source is and where it is served. */
export interface SourceDoc {
  source: string;
  permalink: string;
  title: string;
  description?: string;
  /** Its `keywords` front matter (records.ts `keywords`). */
  keywords?: string[];
  version: string;
  tag: string;
}

/** GitHub-style heading slug (what Docusaurus uses when a heading has no explicit id). */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const inline = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Records from a Markdown/MDX source, for the dev server when no build exists: title, headings and
 * text lines (code fences, imports and JSX lines skipped). Coarser than the rendered-HTML records.
 */
export function recordsFromSource(doc: SourceDoc, markdown: string, siteUrl: string): DocSearchRecord[] {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const url = `${siteUrl}${doc.permalink}`;
  const apiVersion = apiVersionOf(doc.permalink);
  // A resource page of the API reference lists its operations as doc cards (extract.ts pageRankOf).
  const isOverview = /<DocCardList\b/.test(body);
  const levels: (string | null)[] = [apiVersion ? CATEGORY_API : CATEGORY_DOCS, doc.title, null, null, null, null, null];
  const anchors: (string | null)[] = Array(7).fill(null);
  const records: DocSearchRecord[] = [];
  const push = (type: RecordType, content: string | null) => {
    const anchor = anchors.slice(2).reverse().find((a) => a !== null) ?? null;
    const level = type === 'content' ? 7 : Number(type.slice(3));
    records.push({
      objectID: `dev-${doc.permalink.replace(/[^a-zA-Z0-9.-]+/g, '-')}-${records.length}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {lvl0: levels[0] ?? CATEGORY_DOCS, lvl1: doc.title, lvl2: levels[2], lvl3: levels[3], lvl4: levels[4], lvl5: levels[5], lvl6: levels[6]},
      content,
      language: 'en',
      docusaurus_tag: doc.tag,
      version: doc.version,
      api_version: apiVersion,
      weight: {pageRank: pageRankOf(new URL(url).pathname, isOverview), level: Math.round(((7 - level) * 100) / 6), position: records.length},
    });
  };
  push('lvl1', null);
  if (doc.keywords?.length) records[0].keywords = doc.keywords;
  if (doc.description) push('content', doc.description);
  let inFence = false;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence || line === '' || line.startsWith('```') || /^(import|export)\s/.test(line) || line.startsWith('<') || line.startsWith('|---')) continue;
    const heading = /^(#{2,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      levels[level] = inline(heading[2]);
      anchors[level] = heading[3] ?? slug(inline(heading[2]));
      for (let l = level + 1; l <= 6; l += 1) {
        levels[l] = null;
        anchors[l] = null;
      }
      push(`lvl${level}` as RecordType, null);
      continue;
    }
    const text = inline(line.replace(/^([-*+]|\d+\.)\s+/, '').replace(/^>\s*/, '').replace(/\|/g, ' '));
    if (text !== '') push('content', text);
  }
  return records;
}

/** Records of every doc, read from their sources (`@site/...` resolved against siteDir). */
export async function recordsFromSources(docs: SourceDoc[], siteDir: string, siteUrl: string): Promise<DocSearchRecord[]> {
  const out: DocSearchRecord[] = [];
  for (const doc of docs) {
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    const markdown = await fs.readFile(file, 'utf8').catch(() => null);
    if (markdown !== null) out.push(...recordsFromSource(doc, markdown, siteUrl));
  }
  return out;
}
