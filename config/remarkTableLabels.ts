/**
 * Remark plugin for the guides: gives every table a name that is unique on its page, for the
 * labelled scrolling region src/theme/MDXComponents.tsx wraps it in. Several tables under one name
 * ("Table, scrolls sideways") were landmarks a screen reader cannot tell apart (axe landmark-unique);
 * now each is "Table 2: <the heading it sits under>".
 */

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: {hProperties?: Record<string, unknown>};
}

/** The attribute the table element carries its name in (read and removed by the MDX table component). */
export const TABLE_LABEL_ATTRIBUTE = 'data-table-label';

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Names the tables of one document tree, in document order (exported for the unit test). */
export function labelTables(tree: MdNode): void {
  let heading: string | null = null;
  let count = 0;
  const walk = (node: MdNode) => {
    if (node.type === 'heading') heading = textOf(node).trim() || heading;
    if (node.type === 'table') {
      count += 1;
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [TABLE_LABEL_ATTRIBUTE]: `Table ${count}${heading ? `: ${heading}` : ''}`}};
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
}

export default function remarkTableLabels() {
  return (tree: MdNode) => labelTables(tree);
}
