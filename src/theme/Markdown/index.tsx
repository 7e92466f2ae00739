// Not a wrapper: the theme's component brings react-markdown and rehype-raw to every API page; this renderer replaces them.
import React, {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import {renderMarkdown, type MarkdownComponents} from './render';

const components: MarkdownComponents = {Link, Admonition, CodeBlock};

interface Props {
  children?: unknown;
  className?: string;
}

/**
 * Replaces the openapi theme's Markdown, which the schema, parameter and status-code components
 * and the explorer use for descriptions. The theme's version parses with react-markdown, remark-gfm
 * and rehype-raw (some 300 KB of JavaScript on every API page, and raw HTML passed through); this one
 * is a few kilobytes and renders React elements only (./parse.ts says what it supports).
 */
export default function Markdown({children, className}: Props): ReactNode {
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : null;
  const content = useMemo(() => (text === null ? null : renderMarkdown(text, components)), [text]);
  if (content === null) return null;
  return className ? <div className={className}>{content}</div> : <>{content}</>;
}
