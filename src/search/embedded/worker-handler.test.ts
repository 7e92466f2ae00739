import {describe, expect, it} from 'vitest';
import {createWorkerHandler, type Answer, type WorkerReply, type WorkerRequest} from './worker-handler';
import type {SearchRequest, SearchResult} from './response';

const DIR = 'https://example.test/search-index/';
const modal = (id: number, query: string): WorkerRequest => ({id, dir: DIR, shards: null, type: 'search', requests: [{indexName: 'docs', query, hitsPerPage: 20}]});
const page = (id: number, query: string): WorkerRequest => ({id, dir: DIR, shards: null, type: 'search', requests: [{indexName: 'docs', query, hitsPerPage: 50}]});
/** An answer naming the query it answered, as a result's `query` does. */
const echo: Answer = (requests: SearchRequest[]) => requests.map((r) => ({query: r.query ?? ''}) as SearchResult);

function setUp(warmUp: SearchRequest[][] = []) {
  let release: (answer: Answer) => void = () => undefined;
  const index = new Promise<Answer>((resolve) => (release = resolve));
  const replies: WorkerReply[] = [];
  const answered: string[] = [];
  const handle = createWorkerHandler(
    () => index.then((answer) => (requests) => {
      answered.push(...requests.map((r) => r.query ?? ''));
      return answer(requests);
    }),
    (reply) => replies.push(reply),
    warmUp,
  );
  return {handle, replies, answered, ready: () => release(echo)};
}

describe('createWorkerHandler', () => {
  it('answers only the last of the searches typed while the index loads; the others name it', async () => {
    const {handle, replies, answered, ready} = setUp();
    const done = ['w', 'we', 'web', 'webhook'].map((q, i) => handle(modal(i + 1, q)));
    ready();
    await Promise.all(done);
    expect(answered).toEqual(['webhook']);
    expect(replies).toEqual([
      {id: 1, ok: true, supersededBy: 4},
      {id: 2, ok: true, supersededBy: 4},
      {id: 3, ok: true, supersededBy: 4},
      {id: 4, ok: true, results: [{query: 'webhook'}]},
    ]);
  });

  it('answers searches of another kind (the search page beside the modal) each', async () => {
    const {handle, replies, answered, ready} = setUp();
    const done = [handle(modal(1, 'rate')), handle(page(2, 'cadence')), handle({id: 3, dir: DIR, shards: null, type: 'load'})];
    ready();
    await Promise.all(done);
    expect(answered).toEqual(['rate', 'cadence']);
    // The load request's reply does not wait for queued keystrokes, so it may come first.
    expect([...replies].sort((a, b) => a.id - b.id).map((r) => ('results' in r ? r.results : r))).toEqual([[{query: 'rate'}], [{query: 'cadence'}], []]);
  });

  it('answers a search typed after the last one was answered', async () => {
    const {handle, replies, ready} = setUp();
    ready();
    await handle(modal(1, 'web'));
    await handle(modal(2, 'webhook'));
    expect(replies).toEqual([
      {id: 1, ok: true, results: [{query: 'web'}]},
      {id: 2, ok: true, results: [{query: 'webhook'}]},
    ]);
  });

  it('reports a failed load to every search waiting for it', async () => {
    const replies: WorkerReply[] = [];
    const handle = createWorkerHandler(() => Promise.reject(new Error('offline')), (reply) => replies.push(reply));
    await Promise.all([handle(modal(1, 'w')), handle(modal(2, 'we'))]);
    expect(replies).toEqual([
      {id: 1, ok: false, error: 'Error: offline'},
      {id: 2, ok: false, error: 'Error: offline'},
    ]);
  });

  describe('warm-up', () => {
    const WARM_UP = ['c', 'creat a persn', 'webhok'].map((query) => [{indexName: 'warm-up', query, hitsPerPage: 20}]);
    const tasks = (n: number) => Array.from({length: n}).reduce<Promise<void>>((p) => p.then(() => new Promise((r) => setTimeout(r, 0))), Promise.resolve());

    it('answers the warm-up searches once the index has loaded and no search waits, posting nothing for them', async () => {
      const {handle, replies, answered, ready} = setUp(WARM_UP);
      const loading = handle({id: 1, dir: DIR, shards: null, type: 'load'});
      ready();
      await loading;
      await tasks(5);
      expect(answered).toEqual(['c', 'creat a persn', 'webhok']);
      expect(replies).toEqual([{id: 1, ok: true, results: []}]);
      // Once: a later load request does not warm up again.
      await handle({id: 2, dir: DIR, shards: null, type: 'load'});
      await tasks(5);
      expect(answered).toHaveLength(3);
    });

    it('stops warming up when a search arrives: the search is answered next', async () => {
      const {handle, replies, answered, ready} = setUp(WARM_UP);
      ready();
      await handle({id: 1, dir: DIR, shards: null, type: 'load'});
      await tasks(1);
      expect(answered).toEqual(['c']);
      await handle(modal(2, 'webhook'));
      await tasks(5);
      expect(answered).toEqual(['c', 'webhook']);
      expect(replies.at(-1)).toEqual({id: 2, ok: true, results: [{query: 'webhook'}]});
    });

    it('does not warm up when a search is already waiting for the index', async () => {
      const {handle, answered, ready} = setUp(WARM_UP);
      const searching = handle(modal(1, 'w'));
      ready();
      await searching;
      await tasks(5);
      expect(answered).toEqual(['w']);
    });
  });
});
