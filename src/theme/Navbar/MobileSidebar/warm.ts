/**
 * Whether the mobile navigation drawer has been asked for yet (issue 7, Lighthouse TBT).
 *
 * Stock, the drawer (the whole navbar menu plus the docs sidebar) is built as soon as a phone-sized
 * window is detected after hydration, while it is still closed: a 250 ms task at 4x CPU on a guide
 * page. Here it is built on the first sign that the reader wants it (pointer over or down on the
 * menu button, or keyboard focus on it), which comes before the click, so the drawer already exists
 * when it opens and its slide-in transition still plays.
 */
type Listener = () => void;

let warm = false;
const listeners = new Set<Listener>();

export function warmMobileSidebar(): void {
  if (warm) return;
  warm = true;
  for (const listener of [...listeners]) listener();
}

export function isMobileSidebarWarm(): boolean {
  return warm;
}

export function subscribeMobileSidebarWarm(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
