/*
 * What the explorer says about a sent request: pure functions from what happened (a status and its
 * headers, or the way the request failed) to what the reader sees. No React and no browser globals,
 * so every sentence is unit-tested (outcome.test.ts).
 */

/** How long the explorer waits for an answer before it stops the request. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Ways a request can fail before any HTTP status arrives. */
export type FailureKind = 'offline' | 'network' | 'cors' | 'timeout' | 'cancelled' | 'unknown';

/** The response slice of the explorer's store (./slice.ts); plain data only. */
export type SendState =
  | {phase: 'idle'}
  | {phase: 'sending'; method: string; url: string; startedAt: number; environment?: 'sample' | 'live'}
  | {phase: 'response'; method: string; url: string; response: ReceivedResponse}
  | {phase: 'failed'; method: string; url: string; failure: Failure};

export interface ReceivedResponse {
  status: number;
  /** As the browser reports it; empty over HTTP/2, where reasonPhrase() supplies one. */
  statusText: string;
  /** Every header the browser exposes to the page, names in lower case, in the order received. */
  headers: [string, string][];
  /** The body as text; empty when there is none, a short note for binary content. */
  body: string;
  durationMs: number;
  /** Facts about the request that the advice depends on. */
  context: RequestContext;
}

export interface Failure {
  kind: FailureKind;
  /** The error's own message, for `unknown` failures. */
  detail?: string;
  durationMs: number;
  context: RequestContext;
}

export interface RequestContext {
  /** Scopes the operation asks for (requiredScopes()), in the spec's order. */
  scopes: string[][];
  /** Whether an Authorization value other than a placeholder went with the request. */
  sentToken: boolean;
  /** Whether this site offers "Log In" (sign-in configured). */
  signInAvailable: boolean;
  /** Whether the reader was signed in when the request went out. */
  signedIn: boolean;
  /** Where the request went: the in-browser sample data, or the live API (the default). */
  environment?: 'sample' | 'live';
}

export type Tone = 'success' | 'info' | 'warning' | 'danger';

/** What the reader is told: a headline and sentences of advice (what happened, what to do). */
export interface Verdict {
  tone: Tone;
  headline: string;
  advice: string[];
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of a status: the server's when the browser passed one on, else the standard one. */
export function reasonPhrase(status: number, statusText = ''): string {
  return statusText.trim() || REASONS[status] || '';
}

/**
 * The scopes an operation's `security` asks for, one list per alternative that names any (OAuth2
 * `[people:write]`; an API key's `[]` names none). Duplicated lists appear once.
 */
export function requiredScopes(security: Record<string, string[] | undefined>[] | undefined): string[][] {
  const lists: string[][] = [];
  for (const requirement of security ?? []) {
    const scopes = [...new Set(Object.values(requirement).flatMap((list) => list ?? []))];
    if (scopes.length > 0 && !lists.some((l) => l.join(' ') === scopes.join(' '))) lists.push(scopes);
  }
  return lists;
}

const joinWith = (items: string[], word: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`);

/** "the `people:write` scope", "the `a` and `b` scopes", or alternatives joined with "or". */
export function scopePhrase(scopes: string[][]): string {
  const one = (list: string[]) => `${joinWith(list.map((s) => `\`${s}\``), 'and')} ${list.length === 1 ? 'scope' : 'scopes'}`;
  if (scopes.length === 0) return '';
  if (scopes.length === 1) return `the ${one(scopes[0])}`;
  return `either the ${joinWith(scopes.map(one), 'or the')}`;
}

/** Response headers a reader of this API looks at, in this order; the rest stay under "all headers". */
const NOTABLE = [/^content-type$/, /^x-ratelimit-/, /^ratelimit/, /^retry-after$/, /^location$/, /^x-request-id$/];

/** The headers worth showing, sorted as NOTABLE lists them (received order within a group). */
export function notableHeaders(headers: [string, string][]): [string, string][] {
  const rank = (name: string) => NOTABLE.findIndex((re) => re.test(name.toLowerCase()));
  return headers
    .map((header, index) => ({header, index, rank: rank(header[0])}))
    .filter((h) => h.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((h) => h.header);
}

const headerValue = (headers: [string, string][], name: string) => headers.find(([n]) => n.toLowerCase() === name)?.[1];

const TERMINAL = 'run the code sample above from a terminal, where the browser’s limits do not apply';

function authAdvice(context: RequestContext): string {
  const fix = context.signInAvailable ? 'Sign in with “Log In” at the top of the page, or paste a valid token under Auth,' : 'Paste a valid OAuth access token or API key under Auth';
  return `${fix} and send again.`;
}

/** The guide section on choosing an app's scopes, linked from a 403. */
export const SCOPES_GUIDE = '/docs/platform/api-basics/scopes/#how-to-request-scopes';

/** A refusal the sample data produced on request ("Answer as" in the explorer), said as such. */
function simulated(context: RequestContext): string[] {
  return context.environment === 'sample' ? ['Simulated by the sample data: the live API answers this way in this situation. Choose “as the API would” to send normally.'] : [];
}

function scopeSentence(context: RequestContext, verb: string): string[] {
  return context.scopes.length > 0 ? [`This operation ${verb} a token with ${scopePhrase(context.scopes)}.`] : [];
}

/** What a received status means for the reader, and what to do next. */
export function describeResponse(response: Pick<ReceivedResponse, 'status' | 'statusText' | 'headers' | 'context'>): Verdict {
  const {status, context} = response;
  const headline = `${status} ${reasonPhrase(status, response.statusText)}`.trim();
  if (status >= 200 && status < 300) return {tone: 'success', headline, advice: []};
  if (status === 401) {
    const what = context.sentToken
      ? 'The API did not accept the token: it has expired, was revoked or is not a valid token.'
      : context.signInAvailable && !context.signedIn
        ? 'No token went with the request: you are signed out, and this operation needs one.'
        : 'No token went with the request, and this operation needs one.';
    return {tone: 'danger', headline, advice: [what, ...scopeSentence(context, 'needs'), authAdvice(context), ...simulated(context)]};
  }
  if (status === 403) {
    const needs = context.scopes.length > 0 ? ` It needs ${scopePhrase(context.scopes)}.` : '';
    return {
      tone: 'danger',
      headline,
      advice: [
        `The token was accepted, but it lacks a scope or permission this operation needs.${needs}`,
        'Use a token granted that scope (sign in again, or an API key created with it), or ask a team admin for the permission.',
        `An app gets its scopes where it is registered: see [how to request scopes](${SCOPES_GUIDE}).`,
        ...simulated(context),
      ],
    };
  }
  if (status === 404) return {tone: 'warning', headline, advice: ['Nothing was found at this URL. Check the path parameters: the record may not exist, or your user may not be allowed to see it.']};
  if (status === 422) return {tone: 'warning', headline, advice: ['The API rejected a parameter or body field. The response body below names each field and what is wrong with it.']};
  if (status === 429) {
    const wait = headerValue(response.headers, 'retry-after');
    const when = wait ? `Wait ${wait} seconds` : 'Wait until the next minute';
    return {tone: 'warning', headline, advice: [`The team’s rate limit for this minute is used up. ${when}, then send again.`, ...simulated(context)]};
  }
  if (status >= 500) return {tone: 'danger', headline, advice: ['The API failed to handle the request. Try again in a moment; if it keeps failing, the response body may say more.']};
  if (status >= 400) return {tone: 'warning', headline, advice: ['The API rejected the request. The response body below says why.']};
  return {tone: 'info', headline, advice: []};
}

/** Where the request went, for sentences: the origin of its URL. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** What a failure before any response means, and what to do. */
export function describeFailure(failure: Pick<Failure, 'kind' | 'detail'>, url: string): Verdict {
  const origin = originOf(url);
  switch (failure.kind) {
    case 'offline':
      return {tone: 'warning', headline: 'You are offline', advice: ['Your browser has no network connection, so the request was not sent. Reconnect, then send again.']};
    case 'network':
      return {
        tone: 'danger',
        headline: 'The API could not be reached',
        advice: [`The request did not reach ${origin}: the connection failed (network down, name not resolved, or blocked by a firewall or proxy).`, `Check your connection and the Base URL, or ${TERMINAL}.`],
      };
    case 'cors':
      return {
        tone: 'danger',
        headline: 'The browser blocked the response (CORS)',
        advice: [`${origin} is reachable, but it does not allow this page to read its answers, so the browser withheld the response.`, `To try the request anyway, ${TERMINAL}.`],
      };
    case 'timeout':
      return {
        tone: 'warning',
        headline: 'No response after 30 seconds',
        advice: [`${origin} did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds, so the request was stopped.`, `Send again, or ${TERMINAL}; it can wait longer.`],
      };
    case 'cancelled':
      return {tone: 'info', headline: 'Request cancelled', advice: ['You cancelled the request before a response arrived. Send it again when you are ready.']};
    default:
      return {
        tone: 'danger',
        headline: 'The request could not be sent',
        advice: [`${failure.detail ? `${failure.detail}. ` : ''}Try again, or ${TERMINAL}.`],
      };
  }
}

/** What a failed fetch was, from what the browser lets a page know. */
export function classifyFailure(input: {
  /** Why the explorer aborted the request, if it did. */
  abortedFor?: 'timeout' | 'cancel';
  online: boolean;
  error: unknown;
  /** Whether a no-cors probe of the same URL got an answer (so the server is there). */
  reachable?: boolean;
}): FailureKind {
  if (input.abortedFor === 'timeout') return 'timeout';
  if (input.abortedFor === 'cancel') return 'cancelled';
  if (!input.online) return 'offline';
  if (input.error instanceof TypeError) return input.reachable ? 'cors' : 'network';
  return 'unknown';
}

/**
 * Re-indents JSON text without parsing it into numbers, so ids beyond 2^53 keep every digit.
 * Text that is not JSON comes back unchanged.
 */
export function prettyJson(text: string, indent = 2): string {
  try {
    JSON.parse(text);
  } catch {
    return text;
  }
  const pad = (depth: number) => '\n' + ' '.repeat(indent * depth);
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') {
      // Copy the whole string, escapes included.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (ch === '{' || ch === '[') {
      let j = i + 1;
      while (/\s/.test(text[j] ?? '')) j += 1;
      if (text[j] === '}' || text[j] === ']') {
        out += ch + text[j];
        i = j;
      } else {
        depth += 1;
        out += ch + pad(depth);
      }
    } else if (ch === '}' || ch === ']') {
      depth -= 1;
      out += pad(depth) + ch;
    } else if (ch === ',') {
      out += ',' + pad(depth);
    } else if (ch === ':') {
      out += ': ';
    } else if (!/\s/.test(ch)) {
      out += ch;
    }
  }
  return out;
}

/** Content types shown as text; anything else is described, not dumped. */
export function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type.startsWith('text/') || /[/+](json|xml)$/.test(type) || type === 'application/javascript' || type === 'application/x-www-form-urlencoded';
}
