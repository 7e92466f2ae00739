/**
 * Browser storage that never throws: unavailable during server rendering, in private modes that
 * refuse writes, or when a browser blocks storage. Callers get a no-op store instead of an exception.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const noop: SafeStorage = {get: () => null, set: () => undefined, remove: () => undefined};

function wrap(getStore: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return getStore().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStore().setItem(key, value);
      } catch {
        // Quota or privacy mode: the preference simply is not remembered.
      }
    },
    remove(key) {
      try {
        getStore().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}

/** localStorage, or a no-op outside the browser. */
export function safeLocalStorage(): SafeStorage {
  return typeof window === 'undefined' ? noop : wrap(() => window.localStorage);
}

/** sessionStorage, or a no-op outside the browser. */
export function safeSessionStorage(): SafeStorage {
  return typeof window === 'undefined' ? noop : wrap(() => window.sessionStorage);
}
