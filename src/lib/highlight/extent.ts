/**
 * The size a code block's text takes, in lines and character columns, computed from its source.
 *
 * A code block far below the viewport is neither styled nor laid out until the reader scrolls near
 * it (`content-visibility: auto` in src/css/custom.css). Until then the browser sizes it from
 * `contain-intrinsic-size`, which these figures feed: the height (lines) keeps the page's length and
 * the scroll bar honest, and the width (columns) keeps the theme's word-wrap button right, since the
 * theme decides to show it from the `<pre>`'s scroll width right after hydration, while the block is
 * still skipped.
 */
export interface CodeExtent {
  /** Lines the block renders: one per line of the source, as the highlighter splits it. */
  lines: number;
  /** Columns of the longest line, a tab counting to the next multiple of `tabSize`. */
  columns: number;
}

/** CSS `tab-size` of a `<pre>` (the theme does not change it). */
const TAB_SIZE = 8;

export function codeExtent(code: string): CodeExtent {
  const lines = code.split('\n');
  let columns = 0;
  for (const line of lines) {
    let width = 0;
    // Code points, not UTF-16 units: an astral character takes one column.
    for (const char of line.replace(/\r$/, '')) {
      width = char === '\t' ? (Math.floor(width / TAB_SIZE) + 1) * TAB_SIZE : width + 1;
    }
    if (width > columns) columns = width;
  }
  return {lines: lines.length, columns};
}
