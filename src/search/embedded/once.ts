/**
 * `fn` made to run once, its promise shared by every caller, unless it fails: a run that rejects is
 * forgotten, so the next call runs `fn` again (the search index on a flaky connection: the next
 * keystroke tries again instead of failing for the page's lifetime). The arguments of the call that
 * starts a run are the ones used; callers while it runs, or after it succeeded, share its result.
 */
export function onceRetrying<A extends unknown[], T>(fn: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let running: Promise<T> | null = null;
  return (...args) =>
    (running ??= new Promise<T>((resolve) => resolve(fn(...args))).catch((error: unknown) => {
      running = null;
      throw error;
    }));
}
