import {isValidElement, type ReactNode} from 'react';

/**
 * The text a heading shows, from its React children: strings and numbers as they are, elements by
 * their own children (inline code, emphasis, links, <Translate>'s default message), whitespace
 * collapsed. Docusaurus names a heading's anchor link after the heading only when the heading is a
 * plain string and falls back to its id otherwise ("Direct link to values-of-cadence_function").
 */
export function headingText(node: ReactNode): string {
  return collect(node).replace(/\s+/g, ' ').trim();
}

function collect(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(collect).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return collect(node.props.children);
  return '';
}
