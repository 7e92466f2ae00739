/*
 * The inline Markdown of a parameter's description (the spec's CommonMark, without raw HTML: see
 * README "Spec and guide text"), as a list of plain tokens that a component renders as React
 * elements. Nothing here produces HTML, so a description can never inject markup.
 */

export type InlineToken =
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string}
  | {kind: 'strong'; text: string}
  | {kind: 'em'; text: string}
  | {kind: 'link'; text: string; href: string};

// Order matters: code spans first (their content is literal), then links, then emphasis.
const PATTERN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|(?<![\w])_([^_\s][^_]*)_(?![\w])/g;

/** Only links a reader can follow safely: web addresses and the site's own paths and anchors. */
function safeHref(href: string): string | null {
  return /^(https?:\/\/|\/(?!\/)|#)/i.test(href) ? href : null;
}

/** Tokens of one paragraph of inline Markdown; line breaks become spaces. */
export function inlineTokens(markdown: string): InlineToken[] {
  const source = markdown.replace(/\s*\n\s*/g, ' ').trim();
  const tokens: InlineToken[] = [];
  let last = 0;
  const push = (token: InlineToken) => {
    const previous = tokens[tokens.length - 1];
    if (token.kind === 'text' && previous?.kind === 'text') previous.text += token.text;
    else tokens.push(token);
  };
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) push({kind: 'text', text: source.slice(last, index)});
    const [whole, code, linkText, href, strong1, strong2, em1, em2] = match;
    if (code !== undefined) push({kind: 'code', text: code});
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      push(safe ? {kind: 'link', text: linkText, href: safe} : {kind: 'text', text: linkText});
    } else if ((strong1 ?? strong2) !== undefined) push({kind: 'strong', text: (strong1 ?? strong2)!});
    else if ((em1 ?? em2) !== undefined) push({kind: 'em', text: (em1 ?? em2)!});
    else push({kind: 'text', text: whole});
    last = index + whole.length;
  }
  if (last < source.length) push({kind: 'text', text: source.slice(last)});
  return tokens;
}

/** The description as plain text: what a reader would read aloud (no backticks, no link targets). */
export function plainText(markdown: string): string {
  return inlineTokens(markdown)
    .map((token) => token.text)
    .join('');
}
