import type {ShardNames} from './manifest';
import type {SearchRequest, SearchResult} from './response';

/** What the page asks the search worker (./worker.ts): load the index, or load it and search. */
export type WorkerRequest = {id: number; dir: string; shards: ShardNames | null} & ({type: 'load'} | {type: 'search'; requests: SearchRequest[]});

/**
 * The worker's answer to request `id`: its results, an error, or `supersededBy`, the id of a later
 * search of the same kind (the same requests with another query) whose results answer this one too.
 */
export type WorkerReply = {id: number} & ({ok: true; results: SearchResult[]} | {ok: true; supersededBy: number} | {ok: false; error: string});

/** Answers searches once the index is loaded (load.ts `answerAll`, bound to the loaded index). */
export type Answer = (requests: SearchRequest[]) => SearchResult[];

/** The kind of a search: its requests without their queries (the modal's and /search/'s differ). */
const kindOf = (requests: readonly SearchRequest[]) => JSON.stringify(requests.map(({query: _query, ...rest}) => rest));

/** Lets the messages already queued for the worker arrive before the next search is answered. */
const afterQueuedMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The worker's message handler. The reader types on while the index loads ("w", "we", ... "webhook"
 * in the first second of a cold page): every keystroke is a search, and answering each in turn once
 * the index is there kept the last one, the only one on screen, waiting behind the others (up to
 * 200 ms each on a cold engine). A search that a later one of the same kind has replaced by the time
 * it could run is not answered itself: its reply names the later search, whose results the page
 * gives to both (./client.ts). The same holds between keystrokes typed faster than a search runs.
 *
 * Once the index has loaded, while no search waits, the handler answers the `warmUp` searches, one
 * per task, and drops their results. The engine's first search on a page ran in 150-200 ms, against
 * 20-60 ms for the same search once a few others had run: the time went to compiling the engine's
 * code, not to the query. Run before the reader's first keystroke (the index usually arrives while
 * the modal opens), the warm-up takes that cost off the first hits. A search that arrives stops it:
 * it waits at most for the one warm-up search running, and warms the engine itself.
 */
export function createWorkerHandler(load: (request: WorkerRequest) => Promise<Answer>, post: (reply: WorkerReply) => void, warmUp: readonly SearchRequest[][] = []): (request: WorkerRequest) => Promise<void> {
  const latest = new Map<string, number>();
  let waiting = 0;
  let warming = false;
  const warm = async (answer: Answer) => {
    if (warming) return;
    warming = true;
    for (const requests of warmUp) {
      await afterQueuedMessages();
      if (waiting > 0) return;
      try {
        answer(requests);
      } catch {
        // The warm-up only saves time: should one of its searches fail, the reader's search reports the error.
        return;
      }
    }
  };
  return async (request) => {
    const kind = request.type === 'search' ? kindOf(request.requests) : null;
    if (kind !== null) {
      latest.set(kind, request.id);
      waiting += 1;
    }
    let reply: WorkerReply;
    try {
      const answer = await load(request);
      void warm(answer);
      if (request.type === 'search' && kind !== null) {
        await afterQueuedMessages();
        const last = latest.get(kind) ?? request.id;
        reply = last > request.id ? {id: request.id, ok: true, supersededBy: last} : {id: request.id, ok: true, results: answer(request.requests)};
      } else {
        reply = {id: request.id, ok: true, results: []};
      }
    } catch (error) {
      reply = {id: request.id, ok: false, error: String(error)};
    }
    if (kind !== null) waiting -= 1;
    post(reply);
  };
}
