/**
 * What the reader did to the search button before the full search bar had loaded, so the full bar
 * can carry it out once it is there (./index.tsx loads it on the first sign of intent).
 */
export type SearchIntent =
  | {kind: 'hover'; focused: boolean}
  | {kind: 'click'; focused: boolean}
  | {kind: 'type'; key: string; focused: true}
  | {kind: 'shortcut'; key: string; ctrlKey: boolean; metaKey: boolean; focused: boolean};

/** Ctrl/Cmd+K anywhere, or '/' outside a text field: the shortcuts that open search (SPEC 2). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const isCmdK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  if (isCmdK) return true;
  if (event.key !== '/') return false;
  const el = (event.composedPath?.()[0] ?? event.target) as HTMLElement | null;
  if (!el || !el.tagName) return true;
  return !(el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
}

/** A letter or digit typed on the focused button opens search with it as the query (SPEC 2). */
export const TYPED_CHARACTER = /^[\p{L}\p{N}]$/u;
