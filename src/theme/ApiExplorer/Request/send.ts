import {classifyFailure, isTextual, REQUEST_TIMEOUT_MS, type FailureKind} from '../Response/outcome';

/*
 * Sends the explorer's request with fetch, and turns whatever happens into plain data: a response
 * (status, headers, body text) or a failure kind. It owns the two ways a request is stopped early,
 * the 30-second timeout and the reader's Cancel, so it can tell them apart from a network error.
 */

/** The request as it goes on the wire. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: BodyInit;
}

export type SendResult =
  | {ok: true; status: number; statusText: string; headers: [string, string][]; body: string; durationMs: number}
  | {ok: false; kind: FailureKind; detail?: string; durationMs: number};

export interface SendDeps {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** navigator.onLine, read when the request fails (and before it is sent). */
  online?: () => boolean;
  now?: () => number;
  /** How long the reachability probe may take before the server counts as unreachable. */
  probeTimeoutMs?: number;
}

export interface SendHandle {
  done: Promise<SendResult>;
  /** Stops the request; `done` then resolves with a `cancelled` failure. */
  cancel(): void;
}

/** A header list from fetch's Headers, names in lower case as browsers give them. */
function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name.toLowerCase(), value]));
  return list;
}

/**
 * Whether anything answers at the URL's origin. A no-cors request succeeds with an opaque response
 * whenever a server answers, CORS or not, so after a failed CORS request it tells "blocked by the
 * browser" from "nothing there". HEAD, so the probe changes nothing on the server.
 */
async function reachable(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, {method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal});
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function bodyText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? undefined;
  if (isTextual(type)) return response.text();
  const size = (await response.arrayBuffer()).byteLength;
  return `(${size} bytes of ${type?.split(';')[0]}, not shown here: save it with the code sample from a terminal)`;
}

/** Starts sending; see SendHandle. */
export function startSend(request: OutgoingRequest, deps: SendDeps = {}): SendHandle {
  const fetchImpl = deps.fetchImpl ?? ((input, init) => fetch(input, init));
  const online = deps.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  const now = deps.now ?? (() => Date.now());
  const controller = new AbortController();
  let abortedFor: 'timeout' | 'cancel' | undefined;
  const started = now();

  const run = async (): Promise<SendResult> => {
    if (!online()) return {ok: false, kind: 'offline', durationMs: 0};
    const timer = setTimeout(() => {
      abortedFor ??= 'timeout';
      controller.abort();
    }, deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const response = await fetchImpl(request.url, {method: request.method.toUpperCase(), headers: request.headers, body: request.body, signal: controller.signal});
      const body = await bodyText(response);
      return {ok: true, status: response.status, statusText: response.statusText, headers: headerList(response.headers), body, durationMs: now() - started};
    } catch (error) {
      const probe = !abortedFor && online() && error instanceof TypeError ? await reachable(request.url, fetchImpl, deps.probeTimeoutMs ?? 5000) : undefined;
      const kind = classifyFailure({abortedFor, online: online(), error, reachable: probe});
      const detail = kind === 'unknown' && error instanceof Error ? error.message : undefined;
      return {ok: false, kind, detail, durationMs: now() - started};
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    done: run(),
    cancel() {
      abortedFor ??= 'cancel';
      controller.abort();
    },
  };
}

/** The parts of a postman-collection Request that sending reads. */
export interface PostmanLike {
  method: string;
  url: {toString(): string};
  headers: {each(fn: (header: {key: string; value: string; disabled?: boolean}) => void): void};
  body?: {
    mode?: string;
    raw?: string;
    urlencoded?: {each(fn: (p: {key: string; value: string; disabled?: boolean}) => void): void};
    formdata?: {each(fn: (p: {key: string; value: unknown; disabled?: boolean}) => void): void};
  };
}

/** The explorer's body state (the theme's Body slice) for file uploads. */
interface BodyState {
  type?: string;
  content?: {type?: string; value?: {content?: Blob}};
}

/** Encodings of form parts (OpenAPI `encoding`), by part name. */
type Encoding = Record<string, {contentType?: string} | undefined> | undefined;

/**
 * An Authorization header that holds only the placeholder the theme writes when there is no
 * credential (`Bearer <TOKEN>`): there is nothing to send.
 */
function isCredentialPlaceholder(name: string, value: string): boolean {
  return name.toLowerCase() === 'authorization' && /<[^>]*>/.test(value);
}

/**
 * The wire request for what the explorer built: headers with a value (an Authorization placeholder
 * is no value: without a credential the request goes without the header), and the body in the form
 * its mode asks for (text, URL-encoded, multipart, or the chosen file).
 */
export function toOutgoing(postman: PostmanLike, bodyState: BodyState | undefined, encoding?: Encoding): OutgoingRequest {
  const headers: [string, string][] = [];
  postman.headers.each((h) => {
    if (h.key && h.value && !h.disabled && !isCredentialPlaceholder(h.key, h.value)) headers.push([h.key, h.value]);
  });
  const out: OutgoingRequest = {method: postman.method, url: postman.url.toString(), headers};
  const body = postman.body;
  if (!body?.mode) return out;
  if (body.mode === 'raw') {
    out.body = body.raw ?? '';
  } else if (body.mode === 'urlencoded') {
    const form = new URLSearchParams();
    body.urlencoded?.each((p) => {
      if (p.key && p.value && !p.disabled) form.append(p.key, p.value);
    });
    out.body = form;
  } else if (body.mode === 'formdata') {
    const form = new FormData();
    body.formdata?.each((p) => {
      if (!p.key || p.disabled) return;
      const partType = encoding?.[p.key]?.contentType?.split(',')[0]?.trim();
      const value = p.value as string | {content?: Blob};
      if (typeof value === 'string') form.append(p.key, partType ? new Blob([value], {type: partType}) : value);
      else if (value?.content) form.append(p.key, partType ? new Blob([value.content], {type: partType}) : value.content);
    });
    out.body = form;
    // fetch writes the multipart boundary into the header itself.
    out.headers = headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  } else if (body.mode === 'file' && bodyState?.content?.type === 'file') {
    out.body = bodyState.content.value?.content;
  }
  return out;
}

/** Whether the request carries a real credential, not the sample's `<TOKEN>` placeholder. */
export function sendsToken(headers: [string, string][]): boolean {
  const auth = headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? '';
  return /^bearer\s+\S+/i.test(auth) && !/<[^>]*>/.test(auth);
}
