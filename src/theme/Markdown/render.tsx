import React, {type ComponentType, type ReactNode} from 'react';
import {parseMarkdown, type Block, type Inline} from './parse';

/**
 * The site components the renderer draws with. Passed in rather than imported so the renderer can
 * be unit-tested outside Docusaurus (render.test.tsx gives it plain stand-ins).
 */
export interface MarkdownComponents {
  /** Docusaurus' Link: client-side navigation and the build's broken-link check for site paths. */
  Link: ComponentType<{to?: string; href?: string; title?: string; children?: ReactNode}>;
  CodeBlock: ComponentType<{language?: string; children: string}>;
  Admonition: ComponentType<{type: string; title?: ReactNode; children: ReactNode}>;
}

function renderLink(node: Extract<Inline, {type: 'link'}>, key: number, c: MarkdownComponents): ReactNode {
  const children = renderInline(node.children, c);
  const {href, title} = node;
  // An unsafe target (javascript:, data:, ...) keeps its words and loses the link.
  if (href === null) return <React.Fragment key={key}>{children}</React.Fragment>;
  // In-page anchors and mail links need no router; anchors of generated pages are not checked either.
  if (href.startsWith('#') || /^mailto:/i.test(href)) {
    return (
      <a key={key} href={href} title={title}>
        {children}
      </a>
    );
  }
  // http(s) links open in a new tab (Link adds target and rel); site paths navigate in place.
  return /^https?:/i.test(href) ? (
    <c.Link key={key} href={href} title={title}>
      {children}
    </c.Link>
  ) : (
    <c.Link key={key} to={href} title={title}>
      {children}
    </c.Link>
  );
}

function renderInline(nodes: Inline[], c: MarkdownComponents): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={key}>{node.value}</code>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, c)}</strong>;
      case 'emphasis':
        return <em key={key}>{renderInline(node.children, c)}</em>;
      case 'break':
        return <br key={key} />;
      case 'link':
        return renderLink(node, key, c);
    }
  });
}

/** A list item's first paragraph is its text, not a separate <p>, so lists stay compact. */
function renderItem(blocks: Block[], c: MarkdownComponents): ReactNode {
  const [first, ...rest] = blocks;
  if (first?.type !== 'paragraph') return renderBlocks(blocks, c);
  return (
    <>
      {renderInline(first.children, c)}
      {renderBlocks(rest, c)}
    </>
  );
}

function renderBlocks(blocks: Block[], c: MarkdownComponents): ReactNode[] {
  return blocks.map((block, key) => {
    switch (block.type) {
      case 'paragraph':
        return <p key={key}>{renderInline(block.children, c)}</p>;
      case 'code':
        return (
          <c.CodeBlock key={key} language={block.language ?? undefined}>
            {block.value}
          </c.CodeBlock>
        );
      case 'admonition':
        return (
          <c.Admonition key={key} type={block.kind} title={block.title ?? undefined}>
            {renderBlocks(block.children, c)}
          </c.Admonition>
        );
      case 'list': {
        const items = block.items.map((item, i) => <li key={i}>{renderItem(item, c)}</li>);
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'table':
        return (
          <table key={key}>
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  <th key={i} style={block.align[i] ? {textAlign: block.align[i]} : undefined}>
                    {renderInline(cell, c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} style={block.align[i] ? {textAlign: block.align[i]} : undefined}>
                      {renderInline(cell, c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
    }
  });
}

/** Markdown text as React elements: text is always text, never markup. */
export function renderMarkdown(text: string, components: MarkdownComponents): ReactNode[] {
  return renderBlocks(parseMarkdown(text), components);
}
