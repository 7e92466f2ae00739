import type {ComponentType, CSSProperties, ReactNode} from 'react';

/** One token of a highlighted line, as prism-react-renderer shapes it. */
export interface HighlightToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export interface HighlightRenderProps {
  className: string;
  style: CSSProperties;
  tokens: HighlightToken[][];
  getLineProps: (input: {line: HighlightToken[]; className?: string}) => {className: string; style?: CSSProperties};
  getTokenProps: (input: {token: HighlightToken}) => {className: string; style?: CSSProperties; children: string};
}

/** The contract of prism-react-renderer's `Highlight` that the code block relies on. */
export type HighlightComponent = ComponentType<{
  // The theme object is passed through untouched; its exact type belongs to prism-react-renderer.
  theme: unknown;
  code: string;
  language: string;
  children: (props: HighlightRenderProps) => ReactNode;
}>;
