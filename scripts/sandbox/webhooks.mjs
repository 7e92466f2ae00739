/**
 * Webhooks in the sandbox: signed deliveries when records change through the sandbox API, as
 * docs/platform/webhooks/ describes them. The subscriptions themselves (POST, GET, PUT, DELETE
 * /v2/webhook_subscriptions) are records of the sample-data engine like any other; server.mjs checks
 * a new subscription's event type against the guide's list and calls `emit` after each write:
 *
 * - POST /v2/people (person_created), PUT /v2/people/{id} (person_updated), DELETE /v2/people/{id}
 *   (person_deleted), POST /v2/cadence_memberships (cadence_membership_created), POST /v2/tasks
 *   (task_created), PUT /v2/tasks/{id} (task_updated, and task_completed when it becomes completed);
 * - each delivery is a POST of the record as JSON to every enabled subscription of the event, with
 *   `x-salesloft-event` and `x-salesloft-signature` (lower-case hex HMAC-SHA1 of the body keyed with
 *   the subscription's callback_token); an answer outside 2xx, or none within the timeout, is retried
 *   three more times, `retryDelayMs` apart (15 s, as the event-types guide says), then marked failed;
 * - GET /__deliveries lists every attempt (event, subscription, attempt, status or error).
 */
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {apiSourceDir, DEFAULT_API_VERSION} from '../../config/apiVersions.mjs';

/** Every event type a subscription may name: those of the v2.0 spec's x-webhooks (the event-types guide's, which gen-api-docs keeps equal). */
export function webhookEventTypes() {
  return Object.keys(parse(fs.readFileSync(eventsFile(), 'utf8'))['x-webhooks'] ?? {});
}

/**
 * The spec file of the webhook events, found from the working directory up (`npm run sandbox` and the
 * e2e suite run at the repository's root). Not through `import.meta`: Playwright loads this module
 * through its CommonJS transform (e2e/sandbox.ts), where that fails.
 */
function eventsFile() {
  const relative = path.join(apiSourceDir(DEFAULT_API_VERSION), 'resources', 'webhook-events.yaml');
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const file = path.join(dir, relative);
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`sandbox: ${relative} not found from ${process.cwd()} up; run the sandbox from the repository`);
  }
}

/** The events the sandbox can deliver; a subscription to any other event type of the guide is accepted and stays silent. */
export const SANDBOX_EVENTS = ['person_created', 'person_updated', 'person_deleted', 'cadence_membership_created', 'task_created', 'task_updated', 'task_completed'];

/** Lower-case hex HMAC-SHA1 of `body` keyed with `token`: the x-salesloft-signature. */
export const signDelivery = (token, body) => createHmac('sha1', token).update(body).digest('hex');

const ATTEMPTS = 4;

/**
 * @param {{retryDelayMs?: number, timeoutMs?: number, subscriptions: () => Array<{id: number, callback_url: string, callback_token: string, enabled: boolean, event_type: string}>}} options
 *   `subscriptions`: the webhook subscriptions as the sandbox's engine holds them.
 */
export function createWebhooks({retryDelayMs = 15_000, timeoutMs = 10_000, subscriptions}) {
  const deliveries = [];
  const timers = new Set();

  const later = (ms, fn) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  async function attempt(subscription, event, body, number) {
    const record = {event, subscription_id: subscription.id, callback_url: subscription.callback_url, attempt: number, at: new Date().toISOString()};
    try {
      const response = await fetch(subscription.callback_url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'x-salesloft-event': event, 'x-salesloft-signature': signDelivery(subscription.callback_token, body)},
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      record.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    const delivered = record.status !== undefined && record.status >= 200 && record.status < 300;
    record.outcome = delivered ? 'delivered' : number < ATTEMPTS ? 'retrying' : 'failed';
    deliveries.push(record);
    if (!delivered && number < ATTEMPTS) later(retryDelayMs, () => void attempt(subscription, event, body, number + 1));
  }

  /** Delivers `record` as `event` to every enabled subscription of it. */
  function emit(event, record) {
    const body = JSON.stringify(record);
    for (const subscription of subscriptions()) {
      if (subscription.enabled && subscription.event_type === event) void attempt(subscription, event, body, 1);
    }
  }

  /**
   * The events a successful write through the API delivers: `method` and `path` of the request
   * (`.json` dropped), `before` the record as it was (for a delete), `after` the answer's record.
   * @returns {Array<[string, object]>}
   */
  function eventsOf(method, path, before, after) {
    const match = /^\/v2\/(people|tasks|cadence_memberships)(?:\/(\d+))?$/.exec(path);
    if (!match) return [];
    const [, resource, id] = match;
    const singular = {people: 'person', tasks: 'task', cadence_memberships: 'cadence_membership'}[resource];
    if (method === 'POST' && !id) return [[`${singular}_created`, after]];
    if (method === 'PUT' && id && resource !== 'cadence_memberships') {
      const completed = resource === 'tasks' && after?.current_state === 'completed' && before?.current_state !== 'completed';
      return [[`${singular}_updated`, after], ...(completed ? [['task_completed', after]] : [])];
    }
    if (method === 'DELETE' && id && resource === 'people') return [['person_deleted', before]];
    return [];
  }

  return {
    emit,
    eventsOf,
    deliveries,
    reset() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      deliveries.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
