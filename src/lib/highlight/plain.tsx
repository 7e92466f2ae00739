import type {CSSProperties, ReactNode} from 'react';
import type {HighlightRenderProps, HighlightToken} from './types';

/** Splits code into lines of one plain token each, the shape Prism's tokens have. */
export function plainTokens(code: string): HighlightToken[][] {
  const lines = code.replace(/\n$/, '').split('\n');
  return lines.map((content) => (content === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content}]));
}

interface PlainTheme {
  plain?: CSSProperties;
}

/**
 * Renders code unhighlighted with the same structure and class names as prism-react-renderer's
 * `Highlight`, so a code block can show its text at once and be highlighted when Prism arrives.
 */
export function PlainHighlight({
  theme,
  code,
  language,
  children,
}: {
  theme: unknown;
  code: string;
  language: string;
  children: (props: HighlightRenderProps) => ReactNode;
}): ReactNode {
  const plain = (theme as PlainTheme | undefined)?.plain ?? {};
  return children({
    className: `prism-code language-${language}`,
    style: {color: plain.color, backgroundColor: plain.backgroundColor},
    tokens: plainTokens(code),
    getLineProps: ({className}) => ({className: className ? `token-line ${className}` : 'token-line'}),
    getTokenProps: ({token}) => ({className: 'token plain', children: token.content}),
  });
}
