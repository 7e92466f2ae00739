import type {CSSProperties} from 'react';
import {classesForStyle} from '../../lib/highlight/lean';

/**
 * Highlighting for the response example beside the request. That example is rendered in the
 * browser, and a code block rendered there would fetch Prism (~110 KB) with the page's first load
 * (e2e/budgets.spec.ts). JSON from JSON.stringify needs no grammar: a few patterns give the token
 * types Prism's JSON grammar gives, and the code theme's classes (src/lib/highlight/lean.ts) colour
 * them exactly as the code blocks are coloured.
 */

export interface JsonToken {
  /** Prism's token types for this text, e.g. ['property'] or ['null', 'keyword']; [] for plain text. */
  types: string[];
  content: string;
}

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false)|(null)|([{}[\],])|(\s+|.)/g;

/** One line of tokens per line of `text` (indented JSON as JSON.stringify writes it). */
export function jsonLines(text: string): JsonToken[][] {
  return text.split('\n').map((line) => {
    const tokens: JsonToken[] = [];
    for (const m of line.matchAll(TOKEN)) {
      const [, string, colon, number, boolean, nil, punctuation, other] = m;
      if (string !== undefined) {
        tokens.push({types: [colon ? 'property' : 'string'], content: string});
        if (colon) tokens.push({types: ['operator'], content: colon});
      } else if (number !== undefined) tokens.push({types: ['number'], content: number});
      else if (boolean !== undefined) tokens.push({types: ['boolean'], content: boolean});
      else if (nil !== undefined) tokens.push({types: ['null', 'keyword'], content: nil});
      else if (punctuation !== undefined) tokens.push({types: ['punctuation'], content: punctuation});
      else tokens.push({types: [], content: other ?? ''});
    }
    return tokens;
  });
}

interface CodeTheme {
  plain?: CSSProperties;
  styles: Array<{types: string[]; style: CSSProperties}>;
}

/**
 * A token's style as prism-react-renderer works it out (the theme's styles per type, merged in the
 * order of the token's types), as the code theme's classes.
 */
export function tokenClasses(theme: CodeTheme, types: readonly string[]): string {
  if (types.length === 0) return '';
  const style: CSSProperties = {};
  for (const type of types) {
    for (const entry of theme.styles) if (entry.types.includes(type)) Object.assign(style, entry.style);
  }
  return classesForStyle(theme, style);
}
