/** How long a sign-in request (token, profile) may take before the site gives up on it. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** SPEC 8's wording for a service that cannot be reached. */
export const NETWORK_MESSAGE = 'You might want to check your network connection.';

/** A request that got no complete answer within its time limit. */
export class RequestTimeoutError extends Error {
  constructor(readonly url: string, readonly ms: number) {
    super(`No answer from ${new URL(url).host} within ${ms / 1000} s. ${NETWORK_MESSAGE}`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Runs `work` (a request and the reading of its body) with an abort signal, and rejects with
 * RequestTimeoutError after `ms`: the signal aborts the request, and the race settles the promise
 * even if something in `work` ignores the signal, so no caller waits forever.
 */
export async function withTimeout<T>(url: string, work: (signal: AbortSignal) => Promise<T>, ms = REQUEST_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RequestTimeoutError(url, ms));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
