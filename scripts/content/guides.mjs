/**
 * Reading the hand-written guides for content checks: front matter, prose word counts, code blocks.
 * Used by guides.test.mjs (part of `npm test`) and by scripts that report content figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

export const GUIDES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'docs', 'platform');

/** Every .mdx guide under docs/platform, as paths relative to it. */
export function listGuides(dir = GUIDES_DIR) {
  return fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((f) => f.endsWith('.mdx'))
    .sort();
}

/** Splits a guide into front matter (parsed) and body. */
export function readGuide(file, dir = GUIDES_DIR) {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return {frontMatter: match ? parseYaml(match[1]) : {}, body: match ? text.slice(match[0].length) : text};
}

/** Fenced code blocks of a body: language and content. */
export function codeBlocks(body) {
  const blocks = [];
  const fence = /^(\s*)(`{3,})([\w-]*)[^\n]*\n([\s\S]*?)^\1\2\s*$/gm;
  for (const m of body.matchAll(fence)) blocks.push({language: m[3], code: m[4]});
  return blocks;
}

/** A body without its fenced code blocks (each replaced by a space), for checks on the prose alone. */
export function withoutCodeBlocks(body) {
  return body.replace(/^(\s*)(`{3,})[\s\S]*?^\1\2\s*$/gm, ' ');
}

/** Words of reading text: without code, imports, JSX tags, markdown syntax and URLs. */
export function proseWords(body) {
  const text = withoutCodeBlocks(body)
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/[#*_>|[\]-]/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

/**
 * What is wrong with a guide's `sources:` front matter, as a list of messages (empty when it is fine).
 * Every guide names the public pages its facts come from, so a reviewer can check them; the list is
 * front matter only and is never rendered.
 */
export function sourcesProblems(frontMatter) {
  const sources = frontMatter?.sources;
  if (!Array.isArray(sources) || sources.length === 0) return ['sources: is missing or empty'];
  const problems = [];
  for (const entry of sources) {
    let url;
    try {
      url = typeof entry === 'string' ? new URL(entry) : undefined;
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== 'https:' || url.href !== entry) problems.push(`not an absolute https URL: ${String(entry)}`);
  }
  if (new Set(sources).size !== sources.length) problems.push('sources: lists a URL twice');
  return problems;
}

/** Rows of the first markdown table in `text` whose header starts with `firstHeader`, as arrays of trimmed cells. */
export function tableRows(text, firstHeader) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^\\|\\s*${firstHeader}\\s*\\|`).test(l));
  if (start < 0) return [];
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, line.trimEnd().length - 1).split('|').map((c) => c.trim()));
  }
  return rows;
}
