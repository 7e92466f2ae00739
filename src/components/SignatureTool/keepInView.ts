/**
 * Keeping the element a reader was sent to in place while something above it grows: the signature
 * tool loads after the page is shown and is much taller than the space it held.
 */

/** Node.DOCUMENT_POSITION_FOLLOWING, named here so the module loads where `Node` is not a global. */
const FOLLOWING = 4;

/** An element and where its top was on the screen when the growth began. */
export interface Held {
  element: Element;
  top: number;
}

/** The element a URL fragment names (`#using-express`, percent-encoded or not), if the page has one. */
export function fragmentTarget(hash: string, doc: Document = document): Element | null {
  if (!hash || hash === '#') return null;
  const raw = hash.slice(1);
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the fragment is used as written.
  }
  return doc.getElementById(id) ?? doc.getElementById(raw);
}

/**
 * The fragment's target with its current screen position, when it comes after `place` in the page
 * (and is not inside it): growth of `place` would push it down. Otherwise null.
 */
export function anchorBelow(place: Element, hash: string): Held | null {
  const target = fragmentTarget(hash, place.ownerDocument);
  if (!target || place.contains(target)) return null;
  if (!(place.compareDocumentPosition(target) & FOLLOWING)) return null;
  return {element: target, top: target.getBoundingClientRect().top};
}

/**
 * Scrolls by however far the held element moved, so it is back where it was. Returns the distance
 * scrolled (0 when the browser's own scroll anchoring already kept it in place).
 */
export function holdInView(held: Held, win: Pick<Window, 'scrollBy'> = window): number {
  if (!held.element.isConnected) return 0;
  const moved = held.element.getBoundingClientRect().top - held.top;
  if (Math.abs(moved) < 1) return 0;
  win.scrollBy(0, moved);
  return moved;
}

/** What the reader does to scroll or act themselves, after which the page no longer moves on its own. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long at most the held element is kept in place: the tool settles within a second or two. */
export const HOLD_FOR_MS = 8000;

/**
 * Keeps `held` where it was on screen each time `place` changes size (the tool shows its fields,
 * then its replay command once Web Crypto has signed the body), until the reader scrolls or acts
 * themselves, or HOLD_FOR_MS has passed. ResizeObserver reports after layout and before paint, so
 * the reader never sees the element move. Returns a function that stops it.
 */
export function holdWhileGrowing(place: Element, held: Held, win: Window & typeof globalThis = window): () => void {
  if (typeof win.ResizeObserver === 'undefined') {
    holdInView(held, win);
    return () => undefined;
  }
  const observer = new win.ResizeObserver(() => holdInView(held, win));
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of READER_INPUT) win.removeEventListener(type, stop, true);
  };
  const timer = win.setTimeout(stop, HOLD_FOR_MS);
  for (const type of READER_INPUT) win.addEventListener(type, stop, {capture: true, passive: true});
  observer.observe(place);
  return stop;
}
