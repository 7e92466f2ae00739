/**
 * A small Markdown parser for the API reference's descriptions (parameters, schema properties,
 * status codes, the explorer's body fields). It covers what the specs and the openapi theme feed it:
 * paragraphs, line breaks, inline code, bold and italic, links, bullet and numbered lists, fenced
 * code, simple tables (the theme writes enum descriptions as one) and `:::note` admonitions.
 *
 * It returns plain data, never HTML: the renderer turns it into React elements, so every character
 * of the input ends up escaped as text unless it is Markdown syntax. Raw HTML is text, except the
 * `<br>` the theme puts in table cells, which is a line break.
 *
 * Every scan is linear or bounded, and nesting is capped (MAX_DEPTH), so hostile input cannot make
 * it slow or recurse without end.
 */

export type Inline =
  | {type: 'text'; value: string}
  | {type: 'code'; value: string}
  | {type: 'strong'; children: Inline[]}
  | {type: 'emphasis'; children: Inline[]}
  /** `href` is null when the target is not a safe kind of URL: the link renders as its text. */
  | {type: 'link'; href: string | null; title?: string; children: Inline[]}
  | {type: 'break'};

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | {type: 'paragraph'; children: Inline[]}
  | {type: 'list'; ordered: boolean; start: number; items: Block[][]}
  | {type: 'code'; language: string | null; value: string}
  | {type: 'admonition'; kind: AdmonitionKind; title: string | null; children: Block[]}
  | {type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][]};

/** The admonition types Docusaurus' `@theme/Admonition` knows; anything else is shown as a note. */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/** How far past `](` a link destination and title may reach. */
const MAX_SPAN = 2000;
/** Nesting depth of lists, admonitions and emphasis before deeper markers are taken as text. */
const MAX_DEPTH = 20;

// ---------------------------------------------------------------------------------------------
// URLs

/**
 * The URL to link to, or null when the link must render as text. Allowed: http(s), mailto,
 * `#anchors` and relative or root-relative paths. Refused: every other scheme (`javascript:`,
 * `data:`, `vbscript:`, ...) and host-relative forms (`//host`, `/\host`) that leave the site.
 * Browsers drop tabs and newlines inside URLs and trim control characters around them, so the
 * check runs on the URL as a browser would read it.
 */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return null;
  if (/^[/\\]{2}/.test(url)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (scheme) {
    const name = scheme[1].toLowerCase();
    return name === 'http' || name === 'https' || name === 'mailto' ? url : null;
  }
  // A colon before any slash, `?` or `#` would be read as a scheme by some parsers; refuse it.
  if (/^[^/?#]*:/.test(url)) return null;
  // Any other control character has no business in a link.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  return url;
}

// ---------------------------------------------------------------------------------------------
// Inline

const PUNCTUATION = /[!-/:-@[-`{-~]/;
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * Code spans of a string, found once in linear time: a run of N backticks opens a span that the
 * next run of exactly N backticks closes (CommonMark). Maps each opening index to its closing one.
 */
function findCodeSpans(s: string): Map<number, {close: number; size: number}> {
  const runs: {start: number; size: number}[] = [];
  for (let i = 0; i < s.length; ) {
    if (s[i] === '\\' && s[i + 1] === '`') {
      i += 2;
      continue;
    }
    if (s[i] !== '`') {
      i += 1;
      continue;
    }
    let j = i;
    while (s[j] === '`') j += 1;
    runs.push({start: i, size: j - i});
    i = j;
  }
  const next = new Array<number>(runs.length).fill(-1);
  const lastOfSize = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r -= 1) {
    next[r] = lastOfSize.get(runs[r].size) ?? -1;
    lastOfSize.set(runs[r].size, r);
  }
  const spans = new Map<number, {close: number; size: number}>();
  for (let r = 0; r < runs.length; r += 1) {
    const closing = next[r];
    if (closing === -1) continue;
    spans.set(runs[r].start, {close: runs[closing].start, size: runs[r].size});
    r = closing;
  }
  return spans;
}

function codeSpanText(raw: string): string {
  const text = raw.replace(/\n/g, ' ');
  return /^ .*[^ ].* $/.test(text) ? text.slice(1, -1) : text;
}

type Delimiter = '*' | '**' | '_' | '__';

/**
 * What the inline parser needs to know about a string, found in one linear pass: its code spans,
 * which `]` closes each `[` (brackets inside code spans or escaped do not count), and where each
 * kind of emphasis delimiter could close. Looking these up instead of scanning ahead from every
 * opening mark keeps inputs such as 50,000 `[` linear.
 */
interface Scanner {
  s: string;
  spans: Map<number, {close: number; size: number}>;
  brackets: Map<number, number>;
  closers: Record<Delimiter, number[]>;
}

function scan(s: string): Scanner {
  const spans = findCodeSpans(s);
  const brackets = new Map<number, number>();
  const closers: Record<Delimiter, number[]> = {'*': [], '**': [], _: [], __: []};
  const open: number[] = [];
  for (let i = 0; i < s.length; ) {
    const c = s[i];
    const span = spans.get(i);
    if (span) {
      i = span.close + span.size;
    } else if (c === '\\' && i + 1 < s.length) {
      i += 2;
    } else if (c === '[') {
      open.push(i);
      i += 1;
    } else if (c === ']') {
      const o = open.pop();
      if (o !== undefined) brackets.set(o, i);
      i += 1;
    } else if (c === '*' || c === '_') {
      let end = i;
      while (s[end] === c) end += 1;
      const run = end - i;
      // A closer follows a non-space character; an underscore closer is not followed by a letter
      // (no intraword `_`). Runs of three or more are left as text.
      if (run <= 2 && !isSpace(s[i - 1]) && !(c === '_' && isWordChar(s[end]))) closers[c.repeat(run) as Delimiter].push(i);
      i = end;
    } else {
      i += 1;
    }
  }
  return {s, spans, brackets, closers};
}

/** First closing delimiter after `from` (the end of the opening one), or -1. */
function findEmphasisClose(sc: Scanner, from: number, delim: Delimiter): number {
  const list = sc.closers[delim];
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length ? list[lo] : -1;
}

/** `[text](destination "title")` starting at `i`; null when the brackets do not form a link. */
function matchLink(sc: Scanner, i: number): {end: number; text: string; url: string; title?: string} | null {
  const {s} = sc;
  const close = sc.brackets.get(i);
  if (close === undefined || s[close + 1] !== '(') return null;
  const rest = s.slice(close + 2, close + 2 + MAX_SPAN);
  const m = /^[ \t]*(?:<([^<>\n]*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*))(?:[ \t\n]+(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'))?[ \t]*\)/.exec(rest);
  if (!m) return null;
  const unescape = (v: string) => v.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  const title = m[3] ?? m[4];
  return {
    end: close + 2 + m[0].length,
    text: s.slice(i + 1, close),
    url: unescape(m[1] ?? m[2] ?? ''),
    ...(title !== undefined ? {title: unescape(title)} : {}),
  };
}

/** The characters that may start inline markup; everything between two of them is plain text. */
const INLINE_SPECIAL = /[\\`[<*_\n]/g;

/** Inline Markdown of one paragraph (or table cell, or list item line) into inline nodes. */
export function parseInline(s: string, inLink = false, depth = 0): Inline[] {
  // Most descriptions are plain sentences: hydrating an API page parses a few hundred of them.
  INLINE_SPECIAL.lastIndex = 0;
  if (!INLINE_SPECIAL.test(s)) return s === '' ? [] : [{type: 'text', value: s}];
  const sc = scan(s);
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') out.push({type: 'text', value: text});
    text = '';
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\') {
      const n = s[i + 1];
      if (n === '\n') {
        flush();
        out.push({type: 'break'});
        i += 2;
        continue;
      }
      if (n !== undefined && PUNCTUATION.test(n)) {
        text += n;
        i += 2;
        continue;
      }
      text += c;
      i += 1;
      continue;
    }
    if (c === '`') {
      const span = sc.spans.get(i);
      if (span) {
        flush();
        out.push({type: 'code', value: codeSpanText(s.slice(i + span.size, span.close))});
        i = span.close + span.size;
        continue;
      }
      let j = i;
      while (s[j] === '`') j += 1;
      text += s.slice(i, j);
      i = j;
      continue;
    }
    if (c === '[' && !inLink) {
      const link = matchLink(sc, i);
      if (link) {
        flush();
        out.push({
          type: 'link',
          href: safeHref(link.url),
          ...(link.title !== undefined ? {title: link.title} : {}),
          children: parseInline(link.text, true, depth + 1),
        });
        i = link.end;
        continue;
      }
    }
    if (c === '<') {
      const br = /^<br\s*\/?>/i.exec(s.slice(i, i + 8));
      if (br) {
        flush();
        out.push({type: 'break'});
        i += br[0].length;
        continue;
      }
      const auto = inLink ? null : /^<((?:https?:\/\/|mailto:)[^\s<>]{1,2000})>/i.exec(s.slice(i, i + 2010));
      if (auto) {
        flush();
        out.push({type: 'link', href: safeHref(auto[1]), children: [{type: 'text', value: auto[1]}]});
        i += auto[0].length;
        continue;
      }
    }
    if (c === '*' || c === '_') {
      let j = i;
      while (s[j] === c) j += 1;
      const run = j - i;
      const leftFlanking = !isSpace(s[j]) && !(c === '_' && isWordChar(s[i - 1]));
      if (run <= 2 && leftFlanking && depth < MAX_DEPTH) {
        const delim = c.repeat(run) as Delimiter;
        const close = findEmphasisClose(sc, j, delim);
        if (close !== -1) {
          flush();
          const children = parseInline(s.slice(j, close), inLink, depth + 1);
          out.push(run === 2 ? {type: 'strong', children} : {type: 'emphasis', children});
          i = close + run;
          continue;
        }
      }
      text += s.slice(i, j);
      i = j;
      continue;
    }
    if (c === '\n') {
      // Two or more spaces before a line end make a hard break; otherwise the newline is a space.
      if (/ {2,}$/.test(text)) {
        text = text.replace(/ +$/, '');
        flush();
        out.push({type: 'break'});
      } else {
        text = text.replace(/ +$/, '') + '\n';
      }
      i += 1;
      continue;
    }
    // Plain text up to the next character that may start markup, in one step.
    INLINE_SPECIAL.lastIndex = i + 1;
    const next = INLINE_SPECIAL.exec(s);
    const end = next === null ? s.length : next.index;
    text += s.slice(i, end);
    i = end;
  }
  flush();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Blocks

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])([ \t]+|$)(.*)$/;
const ADMONITION_OPEN = /^ {0,3}:::(\w+)(?:\[(.*?)\])?\s*$/;
const ADMONITION_CLOSE = /^ {0,3}:::\s*$/;
const ADMONITION_INLINE = /^:::(\w+)(?:\[(.*?)\])?\s*([\s\S]*?)\s*:::$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const isBlank = (line: string) => /^[ \t]*$/.test(line);

function admonitionKind(name: string): AdmonitionKind {
  const lower = name.toLowerCase();
  return (ADMONITION_KINDS as readonly string[]).includes(lower) ? (lower as AdmonitionKind) : 'note';
}

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i += 1) {
    if (row[i] === '\\' && row[i + 1] === '|') {
      cell += '|';
      i += 1;
    } else if (row[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += row[i];
    }
  }
  cells.push(cell.trim());
  return cells;
}

function parseTable(lines: string[], start: number): {block: Block; next: number} | null {
  const header = lines[start];
  const delimiter = lines[start + 1];
  if (delimiter === undefined || !header.includes('|') || !TABLE_DELIMITER.test(delimiter)) return null;
  const head = splitRow(header);
  const align: Align[] = splitRow(delimiter).map((d) =>
    d.startsWith(':') && d.endsWith(':') ? 'center' : d.endsWith(':') ? 'right' : d.startsWith(':') ? 'left' : null,
  );
  if (align.length !== head.length) return null;
  const rows: Inline[][][] = [];
  let i = start + 2;
  for (; i < lines.length && !isBlank(lines[i]) && lines[i].includes('|'); i += 1) {
    const cells = splitRow(lines[i]);
    rows.push(head.map((_, c) => parseInline(cells[c] ?? '')));
  }
  return {block: {type: 'table', align, head: head.map((h) => parseInline(h)), rows}, next: i};
}

/** Lines that end a paragraph when they follow it directly. */
function interruptsParagraph(line: string, depth: number): boolean {
  if (FENCE.test(line) || ADMONITION_OPEN.test(line) || ADMONITION_CLOSE.test(line)) return true;
  const item = LIST_ITEM.exec(line);
  // As in CommonMark, only a bullet or a list starting at 1 interrupts a paragraph.
  return item !== null && depth < MAX_DEPTH && item[5] !== '' && (item[3] === undefined || item[3] === '1');
}

function paragraph(lines: string[]): Block {
  const text = lines.map((l) => l.replace(/^[ \t]+/, '')).join('\n').replace(/[ \t]+$/, '');
  const admonition = ADMONITION_INLINE.exec(text);
  if (admonition) {
    return {
      type: 'admonition',
      kind: admonitionKind(admonition[1]),
      title: admonition[2]?.trim() || null,
      children: [{type: 'paragraph', children: parseInline(admonition[3])}],
    };
  }
  return {type: 'paragraph', children: parseInline(text)};
}

function parseBlocks(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const indent = line.length - line.trimStart().length;
      const marker = fence[1];
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`).test(lines[i])) {
        body.push(lines[i].replace(new RegExp(`^ {0,${indent}}`), ''));
        i += 1;
      }
      i += 1; // the closing fence (or the end of the text)
      blocks.push({type: 'code', language: fence[2] ? fence[2].toLowerCase() : null, value: body.join('\n')});
      continue;
    }

    const open = depth < MAX_DEPTH ? ADMONITION_OPEN.exec(line) : null;
    if (open) {
      const body: string[] = [];
      let nested = 0;
      i += 1;
      for (; i < lines.length; i += 1) {
        if (ADMONITION_OPEN.test(lines[i])) nested += 1;
        else if (ADMONITION_CLOSE.test(lines[i])) {
          if (nested === 0) break;
          nested -= 1;
        }
        body.push(lines[i]);
      }
      i += 1; // the closing `:::` (or the end of the text)
      blocks.push({type: 'admonition', kind: admonitionKind(open[1]), title: open[2]?.trim() || null, children: parseBlocks(body, depth + 1)});
      continue;
    }

    const item = depth < MAX_DEPTH ? LIST_ITEM.exec(line) : null;
    if (item) {
      const ordered = item[3] !== undefined;
      const bullet = item[2].slice(-1);
      const items: Block[][] = [];
      while (i < lines.length) {
        const m = LIST_ITEM.exec(lines[i]);
        if (!m || (m[3] !== undefined) !== ordered || m[2].slice(-1) !== bullet) break;
        // Content lines of the item are indented at least as far as its first line's text.
        const contentIndent = m[1].length + m[2].length + Math.max(1, Math.min(m[4].length, 4));
        const body = [m[5]];
        i += 1;
        while (i < lines.length) {
          const next = lines[i];
          const indent = next.length - next.trimStart().length;
          if (isBlank(next)) {
            // A blank line continues the item only if indented content follows it.
            let k = i + 1;
            while (k < lines.length && isBlank(lines[k])) k += 1;
            if (k < lines.length && lines[k].length - lines[k].trimStart().length >= contentIndent) {
              for (; i < k; i += 1) body.push('');
              continue;
            }
            break;
          }
          if (indent >= contentIndent) {
            body.push(next.slice(contentIndent));
            i += 1;
            continue;
          }
          // A lazy continuation of the item's paragraph.
          if (!LIST_ITEM.test(next) && !interruptsParagraph(next, depth) && !isBlank(body[body.length - 1])) {
            body.push(next.trimStart());
            i += 1;
            continue;
          }
          break;
        }
        items.push(parseBlocks(body, depth + 1));
      }
      blocks.push({type: 'list', ordered, start: ordered ? Number(item[3]) : 1, items});
      continue;
    }

    const table = parseTable(lines, i);
    if (table) {
      blocks.push(table.block);
      i = table.next;
      continue;
    }

    const para: string[] = [line];
    i += 1;
    while (i < lines.length && !isBlank(lines[i]) && !interruptsParagraph(lines[i], depth)) {
      para.push(lines[i]);
      i += 1;
    }
    blocks.push(paragraph(para));
  }
  return blocks;
}

/** Markdown text into blocks. */
export function parseMarkdown(text: string): Block[] {
  return parseBlocks(text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'), 0);
}
