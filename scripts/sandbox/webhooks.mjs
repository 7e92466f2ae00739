/**
 * Webhooks in the sandbox: the Webhook Subscriptions endpoints, and signed deliveries when records
 * change through the sandbox API, as docs/platform/webhooks/ describes them:
 *
 * - POST /v2/webhook_subscriptions ({callback_url, callback_token, event_type}), GET (list, `enabled`
 *   filter), GET/PUT ({enabled})/DELETE /v2/webhook_subscriptions/{id};
 * - record changes that deliver events: POST /v2/people (person_created, from server.mjs),
 *   PUT /v2/people/{id} (person_updated), DELETE /v2/people/{id} (person_deleted),
 *   POST /v2/cadence_memberships (cadence_membership_created), POST /v2/tasks (task_created),
 *   PUT /v2/tasks/{id} (task_updated, and task_completed when it becomes completed);
 * - each delivery is a POST of the record as JSON to every enabled subscription of the event, with
 *   `x-salesloft-event` and `x-salesloft-signature` (lower-case hex HMAC-SHA1 of the body keyed with
 *   the subscription's callback_token); an answer outside 2xx, or none within the timeout, is retried
 *   three more times, `retryDelayMs` apart (15 s, as the event-types guide says), then marked failed;
 * - GET /__deliveries lists every attempt (event, subscription, attempt, status or error).
 *
 * server.mjs mounts it with two hooks: `handle` before its 404 and `emit` after it creates a person.
 */
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

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
  const relative = path.join('openapi', 'v2.0', 'resources', 'webhook-events.yaml');
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
 * @param {{retryDelayMs?: number, timeoutMs?: number, eventTypes: readonly string[], people: () => object[], userId: number}} options
 *   `eventTypes`: every event type a subscription may name (the event-types guide's); `people`: the
 *   sandbox's current people.
 */
export function createWebhooks({retryDelayMs = 15_000, timeoutMs = 10_000, eventTypes, people, userId}) {
  let subscriptions = [];
  let nextSubscriptionId = 4821;
  let memberships = [];
  let tasks = [];
  let nextId = 700_001;
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
    for (const subscription of subscriptions) {
      if (subscription.enabled && subscription.event_type === event) void attempt(subscription, event, body, 1);
    }
  }

  const href = (kind, id) => ({id, _href: `https://api.salesloft.com/v2/${kind}/${id}`});

  /**
   * Answers the requests this module owns; returns false for any other, so server.mjs goes on.
   * `send(status, body)` answers with JSON and the sandbox's CORS headers; `authorized` tells
   * whether the request carried a valid bearer token; `body()` reads the JSON body (null if none).
   */
  async function handle({method, path, query, authorized, body, send}) {
    const owns = /^\/v2\/(webhook_subscriptions|cadence_memberships|tasks)(\/\d+)?$/.test(path) || (/^\/v2\/people\/\d+$/.test(path) && (method === 'PUT' || method === 'DELETE'));
    if (method === 'GET' && path === '/__deliveries') {
      send(200, deliveries);
      return true;
    }
    if (!owns) return false;
    if (!authorized) {
      send(401, {error: 'No Bearer Token attached to request, please see documentation at developers.salesloft.com'});
      return true;
    }
    const id = Number(/\/(\d+)$/.exec(path)?.[1]);
    const invalid = (errors) => send(422, {errors});

    if (path === '/v2/webhook_subscriptions') {
      if (method === 'GET') {
        const enabled = query.get('enabled');
        send(200, {data: subscriptions.filter((s) => enabled === null || String(s.enabled) === enabled)});
        return true;
      }
      if (method === 'POST') {
        const input = (await body()) ?? {};
        const errors = {};
        for (const field of ['callback_url', 'callback_token', 'event_type']) if (typeof input[field] !== 'string' || input[field] === '') errors[field] = ["can't be blank"];
        if (!errors.event_type && !eventTypes.includes(input.event_type)) errors.event_type = ['is not included in the list'];
        if (!errors.callback_url && !/^https?:\/\//.test(input.callback_url)) errors.callback_url = ['is not a valid URL'];
        if (Object.keys(errors).length) return invalid(errors) ?? true;
        const subscription = {id: nextSubscriptionId++, callback_url: input.callback_url, callback_token: input.callback_token, enabled: true, event_type: input.event_type, tenant_id: 10542, user_guid: '9a2f4c1e-7b3d-4e8a-9c6f-1d2e3f4a5b6c'};
        subscriptions.push(subscription);
        send(200, {data: subscription});
        return true;
      }
    }
    if (/^\/v2\/webhook_subscriptions\/\d+$/.test(path)) {
      const subscription = subscriptions.find((s) => s.id === id);
      if (!subscription) return send(404, {error: 'Not Found'}) ?? true;
      if (method === 'GET') return send(200, {data: subscription}) ?? true;
      if (method === 'PUT') {
        const input = (await body()) ?? {};
        if (typeof input.enabled === 'boolean') subscription.enabled = input.enabled;
        return send(200, {data: subscription}) ?? true;
      }
      if (method === 'DELETE') {
        subscriptions = subscriptions.filter((s) => s !== subscription);
        return send(204, null) ?? true;
      }
    }
    if (/^\/v2\/people\/\d+$/.test(path)) {
      const list = people();
      const index = list.findIndex((p) => p.id === id);
      if (index < 0) return send(404, {error: 'Not Found'}) ?? true;
      if (method === 'PUT') {
        const input = (await body()) ?? {};
        const {id: _ignored, created_at: _created, ...changes} = input;
        const person = Object.assign(list[index], changes, {updated_at: new Date().toISOString()});
        person.display_name = [person.first_name, person.last_name].filter(Boolean).join(' ');
        send(200, {data: person});
        emit('person_updated', person);
        return true;
      }
      const [person] = list.splice(index, 1);
      send(204, null);
      emit('person_deleted', person);
      return true;
    }
    if (path === '/v2/cadence_memberships' && method === 'POST') {
      const input = (await body()) ?? {};
      const personId = Number(input.person_id ?? query.get('person_id'));
      const cadenceId = Number(input.cadence_id ?? query.get('cadence_id'));
      if (!personId || !cadenceId) return invalid({...(personId ? {} : {person_id: ["can't be blank"]}), ...(cadenceId ? {} : {cadence_id: ["can't be blank"]})}) ?? true;
      const now = new Date().toISOString();
      const membership = {id: nextId++, added_at: now, created_at: now, updated_at: now, person_deleted: false, currently_on_cadence: true, current_state: 'staged', cadence: href('cadences', cadenceId), person: href('people', personId), user: href('users', userId), step: null, latest_action: null, counts: {views: 0, clicks: 0, replies: 0, calls: 0, sent_emails: 0, bounces: 0}};
      memberships.push(membership);
      send(200, {data: membership});
      emit('cadence_membership_created', membership);
      return true;
    }
    if (path === '/v2/tasks' && method === 'POST') {
      const input = (await body()) ?? {};
      if (!input.subject || !input.person_id || !input.task_type) {
        return invalid(Object.fromEntries(['subject', 'person_id', 'task_type'].filter((f) => !input[f]).map((f) => [f, ["can't be blank"]]))) ?? true;
      }
      const now = new Date().toISOString();
      const task = {id: nextId++, subject: input.subject, description: input.description ?? null, task_type: input.task_type, current_state: 'scheduled', due_date: input.due_date ?? null, due_at: null, remind_at: null, completed_at: null, source: 'salesloft.api', person: href('people', Number(input.person_id)), user: href('users', userId), created_by_user: href('users', userId), created_at: now, updated_at: now};
      tasks.push(task);
      send(200, {data: task});
      emit('task_created', task);
      return true;
    }
    if (/^\/v2\/tasks\/\d+$/.test(path) && method === 'PUT') {
      const task = tasks.find((t) => t.id === id);
      if (!task) return send(404, {error: 'Not Found'}) ?? true;
      const input = (await body()) ?? {};
      const wasCompleted = task.current_state === 'completed';
      for (const field of ['subject', 'description', 'due_date']) if (input[field] !== undefined) task[field] = input[field];
      const now = new Date().toISOString();
      if (input.current_state === 'completed' && !wasCompleted) {
        Object.assign(task, {current_state: 'completed', completed_at: now, completed_by: href('users', userId)});
      }
      task.updated_at = now;
      send(200, {data: task});
      emit('task_updated', task);
      if (task.current_state === 'completed' && !wasCompleted) emit('task_completed', task);
      return true;
    }
    send(404, {error: 'Not Found'});
    return true;
  }

  return {
    handle,
    emit,
    deliveries,
    reset() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      subscriptions = [];
      memberships = [];
      tasks = [];
      deliveries.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
