import {useSyncExternalStore} from 'react';
import {NARROW_SCREEN_QUERY, SNIPPET_WORDS, SNIPPET_WORDS_NARROW} from './ranking';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** SPEC 9: snippets of 10 words, 5 on screens up to 768 px wide. */
export default function useSnippetLength(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(NARROW_SCREEN_QUERY).matches ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS),
    () => SNIPPET_WORDS,
  );
}
