/// <reference lib="webworker" />
/**
 * The embedded search engine off the main thread: fetching the records (3.6 MB of JSON), parsing
 * them and loading the index took 150-200 ms of main-thread time in long tasks, and so did the
 * first search in the navbar modal (issue 7). The worker keeps one loaded index for the page's
 * lifetime; a failed load is forgotten, so the next request tries again.
 *
 * This entry holds only the fetching code (./fetch.ts): the first request starts fetching the
 * shards at once, and the engine's code (./load.ts) is imported while they travel, instead of
 * before (its chunks took 250-400 ms to arrive, one after another, on a cold page).
 */
import {fetchIndexFiles} from './fetch';
import {onceRetrying} from './once';
import {createWorkerHandler, type Answer, type WorkerRequest} from './worker-handler';

declare const self: DedicatedWorkerGlobalScope;

// Every request of a page names the same index: the first one's names are used.
const load = onceRetrying(({dir, shards}: WorkerRequest): Promise<Answer> =>
  Promise.all([fetchIndexFiles(dir, shards), import('./load')]).then(([files, code]) => {
    const loaded = code.fromFiles(files);
    return (requests: Parameters<Answer>[0]) => code.answerAll(loaded, requests);
  }),
);

/**
 * Searches of the modal's kind answered while the worker waits for the reader's first keystroke
 * (worker-handler.ts): one letter, which expands to the most words, then words with typos, with
 * highlights and snippets, so that the code of every step of a search has run before the reader's.
 */
const WARM_UP = ['c', 'creat a persn', 'webhok signatur'].map((query) => [
  {
    indexName: 'warm-up',
    query,
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  },
]);

const handle = createWorkerHandler(load, (reply) => self.postMessage(reply), WARM_UP);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void handle(event.data);
};
