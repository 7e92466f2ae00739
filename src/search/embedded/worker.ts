/// <reference lib="webworker" />
/**
 * The embedded search engine off the main thread: fetching the records (3.6 MB of JSON), parsing
 * them and loading the index took 150-200 ms of main-thread time in long tasks, and so did the
 * first search in the navbar modal (issue 7). The worker keeps one loaded index for the page's
 * lifetime; a failed load is forgotten, so the next request tries again.
 */
import {answerAll, createIndexLoader, type WorkerReply, type WorkerRequest} from './load';

declare const self: DedicatedWorkerGlobalScope;

const load = createIndexLoader();

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerReply;
  try {
    const loaded = await load(request.dir, request.shards);
    reply = {id: request.id, ok: true, results: request.type === 'search' ? answerAll(loaded, request.requests) : []};
  } catch (error) {
    reply = {id: request.id, ok: false, error: String(error)};
  }
  self.postMessage(reply);
};
