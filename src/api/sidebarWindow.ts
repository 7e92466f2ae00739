/**
 * How many top-level entries of an API sidebar are in a page's HTML: the version switch, the
 * introduction and enough categories to fill the sidebar of a 1080-pixel-high screen before it is
 * scrolled (a category takes one or two 36-pixel lines). The sidebar does not scroll to the current
 * page, so this is all a reader sees before hydration completes the list.
 */
export const SERVER_RENDERED_ENTRIES = 26;

/** The entries an API sidebar renders on the server: its first ones, in order. */
export function serverRenderedItems<T>(items: readonly T[]): readonly T[] {
  return items.length > SERVER_RENDERED_ENTRIES ? items.slice(0, SERVER_RENDERED_ENTRIES) : items;
}
