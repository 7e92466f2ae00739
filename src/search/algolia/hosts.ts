import type {AlgoliaHost} from '../config';

/** Fisher-Yates shuffle (a copy): configured hosts are tried in a random order (SPEC 7). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Hosts for the search client. Without configured hosts algoliasearch uses Algolia's own: the
 * primary DSN host first, then the three fallbacks in shuffled order. Configured hosts (the
 * sandbox emulator) are all shuffled.
 */
export function searchHosts(configured: readonly AlgoliaHost[] | undefined, random?: () => number): AlgoliaHost[] | undefined {
  return configured && configured.length > 0 ? shuffle(configured, random) : undefined;
}

/** SPEC 9: connect 1 s, read 2 s, write 30 s. A host that failed is skipped for 120 s (algoliasearch's own rule). */
export const SEARCH_TIMEOUTS = {connect: 1000, read: 2000, write: 30000} as const;
