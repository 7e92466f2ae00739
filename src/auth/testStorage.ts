import type {SafeStorage} from '../lib/storage';

/** An in-memory SafeStorage for unit tests. */
export function memoryStorage(initial: Record<string, string> = {}): SafeStorage & {data: Record<string, string>} {
  const data: Record<string, string> = {...initial};
  return {
    data,
    get: (key) => (key in data ? data[key] : null),
    set: (key, value) => {
      data[key] = value;
    },
    remove: (key) => {
      delete data[key];
    },
  };
}
