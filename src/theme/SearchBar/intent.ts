/**
 * Which DOM events are the reader's intent to search. The light button (./index.tsx) reads them from
 * the first load on, before the full search bar and its rules (./machine.ts) have loaded.
 */

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

/**
 * What the search reads of a key press: a DOM KeyboardEvent, React's (which has no `isComposing`:
 * nothing composes on a button), or a plain object in tests.
 */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & {isComposing?: boolean};

/**
 * A key that types into a text field as it is: one character (letter, digit, space, sign) or
 * Backspace, with no Ctrl, Alt or Meta held and outside an IME composition. Search keeps these for
 * its query from the moment it is asked for until its input has focus (./machine.ts); every other
 * key (Enter, Tab, arrows, shortcuts, paste, dead keys, composition) is left to the page. The
 * machine has the same rule, for once it is there.
 */
export const typedKey = (press: KeyPress): boolean => !(press.ctrlKey || press.metaKey || press.altKey || press.isComposing) && /^(.|Backspace)$/u.test(press.key);
