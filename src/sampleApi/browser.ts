/**
 * The explorer's "Sample data" environment (issue 27): `fetch`'s counterpart that answers from the
 * emulator in engine.mjs instead of the network. The explorer imports this lazily, as
 * `import(/* webpackChunkName: "api-on-demand-sample-data" *\/ '@site/src/sampleApi/browser')`, so the
 * engine and its seed load only when a reader sends in sample mode.
 *
 * The records live in sessionStorage: what a reader creates survives navigation and reloads within
 * the tab, and is gone with it.
 */
import {createSampleApi, type SampleResponse, type Simulation, type State} from './engine.mjs';
import {operations, seed} from './data.mjs';
import {safeSessionStorage} from '../lib/storage';

/** Where the emulator's records are kept between pages. */
export const SAMPLE_DATA_STORAGE_KEY = 'salesloft-docs:sample-data';
/** Set on every answer of the sample data, so the explorer can badge it. */
export const SAMPLE_RESPONSE_HEADER = 'x-sample-data';

type Api = ReturnType<typeof createSampleApi>;
let api: Api | null = null;

function restore(): State | null {
  const saved = safeSessionStorage().get(SAMPLE_DATA_STORAGE_KEY);
  if (!saved) return null;
  try {
    const state = JSON.parse(saved) as State;
    return state && typeof state === 'object' && state.records ? state : null;
  } catch {
    return null;
  }
}

function engine(): Api {
  api ??= createSampleApi({operations, seed, state: restore()});
  return api;
}

/** The body as text: the explorer sends strings, URLSearchParams (form-encoded) or nothing. */
function bodyText(body: BodyInit | null | undefined): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('The sample data accepts a string or URLSearchParams body');
}

/** A real Response for what the engine answered; 204 and other empty answers have no body. */
function toResponse(answer: SampleResponse): Response {
  const headers = new Headers(answer.headers);
  headers.set(SAMPLE_RESPONSE_HEADER, 'true');
  const empty = answer.status === 204 || answer.body === '';
  return new Response(empty ? null : answer.body, {status: answer.status, statusText: answer.statusText, headers});
}

/**
 * Sends a request to the sample data. `url` is absolute (the live URL the explorer shows; any
 * origin), the path `/v2/...` or `/public_api/v1/...`. `simulate` answers as the API does without a
 * token (401), without the operation's scope (403, naming it) or over the rate limit (429).
 */
export async function sampleFetch(
  url: string,
  init: {method: string; headers: [string, string][]; body?: BodyInit | null},
  options: {simulate?: Simulation} = {},
): Promise<Response> {
  const api = engine();
  const headers = [...init.headers];
  const body = bodyText(init.body);
  if (init.body instanceof URLSearchParams && !headers.some(([name]) => name.toLowerCase() === 'content-type')) {
    headers.push(['content-type', 'application/x-www-form-urlencoded']);
  }
  const answer = api.handle({method: init.method, url, headers, body, simulate: options.simulate});
  safeSessionStorage().set(SAMPLE_DATA_STORAGE_KEY, JSON.stringify(api.snapshot()));
  return toResponse(answer);
}

/** Back to the seed: forgets what the reader created, changed or deleted in this tab. */
export function resetSampleData(): void {
  safeSessionStorage().remove(SAMPLE_DATA_STORAGE_KEY);
  engine().reset();
}
