/**
 * What the reader did to the search button before the full search bar had loaded, so the full bar
 * can carry it out once it is there (./index.tsx loads it on the first sign of intent).
 */
export type SearchIntent =
  | {kind: 'hover'; focused: boolean}
  /**
   * The button is pressed (a pointer, or the space bar, which clicks on release) and not yet
   * released. Should the full bar replace the button before the release, the browser sends the click
   * to neither button, so the full bar opens the modal itself on a release over (pointer) or on
   * (space bar) its button, unless `released` says the release came first.
   */
  | {kind: 'press'; via: 'pointer' | 'space'; focused: boolean; released: boolean}
  | {kind: 'click'; focused: boolean}
  | {kind: 'type'; key: string; focused: true}
  | {kind: 'shortcut'; key: string; ctrlKey: boolean; metaKey: boolean; focused: boolean};

const STRENGTH = {hover: 0, press: 1, click: 2, type: 2, shortcut: 2} as const;

/**
 * Whether `next` replaces the intent recorded so far: hover and press are provisional, and give way
 * to an intent at least as strong (a later press replaces a press that was let go elsewhere); a
 * click, a typed character or a shortcut is final.
 */
export function replacesIntent(current: SearchIntent | null, next: SearchIntent): boolean {
  if (!current) return true;
  if (STRENGTH[current.kind] === 2) return false;
  return STRENGTH[next.kind] >= STRENGTH[current.kind];
}

/**
 * Calls `then`, once, with the event that ends a press: the pointer coming up or being cancelled,
 * or the space bar coming up. Returns a function that stops listening before that.
 */
export function onPressEnd(via: 'pointer' | 'space', then: (event: Event) => void): () => void {
  const types = via === 'pointer' ? ['pointerup', 'pointercancel'] : ['keyup'];
  const end = (event: Event) => {
    if (event.type === 'keyup' && (event as KeyboardEvent).key !== ' ') return;
    stop();
    then(event);
  };
  const stop = () => {
    for (const type of types) window.removeEventListener(type, end, {capture: true});
  };
  for (const type of types) window.addEventListener(type, end, {capture: true});
  return stop;
}

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
