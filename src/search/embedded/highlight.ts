import {WORD, fold, matchWord, type ParsedQuery} from './text';

/** One attribute's highlight, as Algolia returns it (values are HTML: text escaped, matches tagged). */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface Tags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Escapes text for HTML: DocSearch renders highlight values with innerHTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

interface Token {
  text: string;
  isWord: boolean;
  /** Index of the query term this word satisfies, or -1. */
  match: number;
}

function tokenize(text: string, query: ParsedQuery): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (start > last) tokens.push({text: text.slice(last, start), isWord: false, match: -1});
    tokens.push({text: m[0], isWord: true, match: matchWord(query, fold(m[0]))});
    last = start + m[0].length;
  }
  if (last < text.length) tokens.push({text: text.slice(last), isWord: false, match: -1});
  return tokens;
}

function render(tokens: Token[], tags: Tags): string {
  return tokens.map((t) => (t.match >= 0 ? `${tags.pre}${escapeHtml(t.text)}${tags.post}` : escapeHtml(t.text))).join('');
}

function level(matched: Set<number>, query: ParsedQuery): 'none' | 'partial' | 'full' {
  if (matched.size === 0) return 'none';
  return matched.size === query.terms.length ? 'full' : 'partial';
}

/** Highlights every word of `text` that satisfies a query term. */
export function highlight(text: string, query: ParsedQuery, tags: Tags): HighlightValue {
  const tokens = tokenize(text, query);
  const matched = new Set(tokens.filter((t) => t.match >= 0).map((t) => t.match));
  const words = tokens.filter((t) => t.isWord);
  return {
    value: render(tokens, tags),
    matchLevel: level(matched, query),
    matchedWords: [...matched].sort((a, b) => a - b).map((i) => query.terms[i]),
    fullyHighlighted: words.length > 0 && words.every((t) => t.match >= 0),
  };
}

/**
 * A window of `length` words around the first match (or the start), highlighted, with the
 * ellipsis where text was cut: Algolia's `attributesToSnippet: ['content:10']`.
 */
export function snippet(text: string, query: ParsedQuery, length: number, tags: Tags, ellipsis: string): SnippetValue {
  const tokens = tokenize(text, query);
  const wordPositions = tokens.flatMap((t, i) => (t.isWord ? [i] : []));
  const matched = new Set(tokens.filter((t) => t.match >= 0).map((t) => t.match));
  if (wordPositions.length <= length) {
    return {value: render(tokens, tags), matchLevel: level(matched, query)};
  }
  const firstMatch = wordPositions.findIndex((i) => tokens[i].match >= 0);
  // Two words of context before the first match, and never past the end.
  const startWord = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - 2, wordPositions.length - length));
  const endWord = startWord + length - 1;
  const from = startWord === 0 ? 0 : wordPositions[startWord];
  const to = endWord === wordPositions.length - 1 ? tokens.length : wordPositions[endWord] + 1;
  const windowTokens = tokens.slice(from, to);
  const inWindow = new Set(windowTokens.filter((t) => t.match >= 0).map((t) => t.match));
  const body = render(windowTokens, tags).trim();
  return {
    value: `${from > 0 ? `${ellipsis} ` : ''}${body}${to < tokens.length ? ` ${ellipsis}` : ''}`,
    matchLevel: level(inWindow, query),
  };
}
