import {createHash, createHmac, timingSafeEqual} from 'node:crypto';
import http from 'node:http';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {SANDBOX_CLIENT_ID, startSandbox} from './server.mjs';
import {webhookEventTypes} from './webhooks.mjs';

const b64url = (b) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const REDIRECT = 'http://127.0.0.1:4173/oauth/callback/';
const RETRY_MS = 50;

/**
 * A receiver as the delivery-headers guide describes one: it verifies each signature against the
 * raw body with its callback token, records every request, and answers with the statuses queued
 * in `answers` (204 once they run out).
 */
async function startReceiver(token) {
  const received = [];
  const answers = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(createHmac('sha1', token).update(raw).digest('hex'));
      const header = Buffer.from(String(req.headers['x-salesloft-signature'] ?? ''));
      const valid = expected.length === header.length && timingSafeEqual(expected, header);
      received.push({path: req.url, event: req.headers['x-salesloft-event'], signature: String(req.headers['x-salesloft-signature']), valid, body: JSON.parse(raw.toString('utf8')), contentType: req.headers['content-type']});
      res.writeHead(valid ? (answers.shift() ?? 204) : 401).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${server.address().port}/salesloft/webhooks`, received, answers, close: () => new Promise((resolve) => server.close(resolve))};
}

let sandbox;
let receiver;
let token;
const CALLBACK_TOKEN = 'sandbox-callback-token-3f9d0c6b';

beforeAll(async () => {
  sandbox = await startSandbox({webhookRetryMs: RETRY_MS});
  receiver = await startReceiver(CALLBACK_TOKEN);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  sandbox.reset();
  receiver.received.length = 0;
  receiver.answers.length = 0;
  const form = new URLSearchParams({client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, state: 's', code_challenge: b64url(createHash('sha256').update(VERIFIER).digest()), decision: 'approve'});
  const approved = await fetch(`${sandbox.url}/oauth/authorize/decision`, {method: 'POST', body: form, redirect: 'manual'});
  const code = new URL(approved.headers.get('location')).searchParams.get('code');
  const issued = await fetch(`${sandbox.url}/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, redirect_uri: REDIRECT, code_verifier: VERIFIER, code}),
  });
  token = (await issued.json()).access_token;
});

const api = async (method, path, body) => {
  const response = await fetch(`${sandbox.url}${path}`, {method, headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'}, body: body === undefined ? undefined : JSON.stringify(body)});
  return {status: response.status, json: response.status === 204 ? null : await response.json()};
};
const subscribe = (event_type, callback_url = receiver.url) => api('POST', '/v2/webhook_subscriptions', {callback_url, callback_token: CALLBACK_TOKEN, event_type});
const until = async (check, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for deliveries');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('sandbox webhook subscriptions', () => {
  it('creates, lists, pauses and deletes subscriptions through the API, with the documented fields', async () => {
    const created = await subscribe('person_updated');
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({callback_url: receiver.url, callback_token: CALLBACK_TOKEN, enabled: true, event_type: 'person_updated'});
    const id = created.json.data.id;
    expect((await api('GET', '/v2/webhook_subscriptions')).json.data.map((s) => s.id)).toEqual([id]);
    expect((await api('PUT', `/v2/webhook_subscriptions/${id}`, {enabled: false})).json.data.enabled).toBe(false);
    expect((await api('GET', '/v2/webhook_subscriptions?enabled=true')).json.data).toEqual([]);
    expect((await api('DELETE', `/v2/webhook_subscriptions/${id}`)).status).toBe(204);
    expect((await api('GET', `/v2/webhook_subscriptions/${id}`)).status).toBe(404);
  });

  it('accepts every event type of the guide and refuses others with 422', async () => {
    expect(webhookEventTypes()).toHaveLength(37);
    expect((await subscribe('link_swap')).status).toBe(200);
    const refused = await subscribe('person_renamed');
    expect(refused).toEqual({status: 422, json: {errors: {event_type: ['is not included in the list']}}});
    const blank = await api('POST', '/v2/webhook_subscriptions', {event_type: 'person_created'});
    expect(blank.json.errors).toEqual({callback_url: ["can't be blank"], callback_token: ["can't be blank"]});
  });

  it('needs a bearer token', async () => {
    expect((await fetch(`${sandbox.url}/v2/webhook_subscriptions`)).status).toBe(401);
  });
});

describe('sandbox deliveries', () => {
  it('delivers signed events when records change through the API: person created, updated, deleted, cadence membership created, task completed', async () => {
    for (const event of ['person_created', 'person_updated', 'person_deleted', 'cadence_membership_created', 'task_created', 'task_updated', 'task_completed']) {
      expect((await subscribe(event)).status).toBe(200);
    }
    const person = (await api('POST', '/v2/people', {email_address: 'webhook.reader@example.com', first_name: 'Webhook', last_name: 'Reader'})).json.data;
    const updated = await api('PUT', `/v2/people/${person.id}`, {title: 'Integration engineer'});
    expect(updated.json.data.title).toBe('Integration engineer');
    const membership = (await api('POST', '/v2/cadence_memberships', {person_id: person.id, cadence_id: 41207})).json.data;
    const task = (await api('POST', '/v2/tasks', {subject: 'Call about the webhook', person_id: String(person.id), task_type: 'call', due_date: '2024-05-03', current_state: 'scheduled'})).json.data;
    expect((await api('PUT', `/v2/tasks/${task.id}`, {current_state: 'completed'})).json.data.current_state).toBe('completed');
    expect((await api('DELETE', `/v2/people/${person.id}`)).status).toBe(204);

    await until(() => receiver.received.length >= 7);
    const byEvent = Object.fromEntries(receiver.received.map((r) => [r.event, r]));
    expect(receiver.received.map((r) => r.event).sort()).toEqual(['cadence_membership_created', 'person_created', 'person_deleted', 'person_updated', 'task_completed', 'task_created', 'task_updated']);
    for (const delivery of receiver.received) {
      expect(delivery.valid, `${delivery.event} signature`).toBe(true);
      expect(delivery.signature).toMatch(/^[0-9a-f]{40}$/);
      expect(delivery.contentType).toBe('application/json');
      expect(delivery.path).toBe('/salesloft/webhooks');
    }
    expect(byEvent.person_created.body).toMatchObject({id: person.id, email_address: 'webhook.reader@example.com'});
    expect(byEvent.person_updated.body).toMatchObject({id: person.id, title: 'Integration engineer'});
    expect(byEvent.person_deleted.body.id).toBe(person.id);
    expect(byEvent.cadence_membership_created.body).toMatchObject({id: membership.id, current_state: 'staged', person: {id: person.id}});
    expect(byEvent.task_completed.body).toMatchObject({id: task.id, current_state: 'completed'});
    expect(byEvent.task_completed.body.completed_at).toEqual(expect.any(String));
  });

  it('sends nothing for events nobody subscribed to, and nothing to a paused subscription', async () => {
    const paused = (await subscribe('person_created')).json.data;
    await api('PUT', `/v2/webhook_subscriptions/${paused.id}`, {enabled: false});
    await api('POST', '/v2/people', {email_address: 'quiet@example.com'});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toEqual([]);
  });

  it('retries an answer outside 2xx three more times, retryDelay apart, then marks the delivery failed', async () => {
    await subscribe('person_created');
    receiver.answers.push(500, 503, 429, 500);
    const started = Date.now();
    await api('POST', '/v2/people', {email_address: 'retry@example.com'});
    await until(() => sandbox.deliveries.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received.every((r) => r.valid && r.event === 'person_created')).toBe(true);
    expect(new Set(receiver.received.map((r) => r.signature)).size).toBe(1);
    expect(sandbox.deliveries.map((d) => [d.attempt, d.status, d.outcome])).toEqual([
      [1, 500, 'retrying'],
      [2, 503, 'retrying'],
      [3, 429, 'retrying'],
      [4, 500, 'failed'],
    ]);
    const times = sandbox.deliveries.map((d) => Date.parse(d.at));
    for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(RETRY_MS - 5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RETRY_MS * 3);
    const listed = await (await fetch(`${sandbox.url}/__deliveries`)).json();
    expect(listed).toHaveLength(4);
  });

  it('stops retrying once the endpoint answers 2xx', async () => {
    await subscribe('person_created');
    receiver.answers.push(502);
    await api('POST', '/v2/people', {email_address: 'second-try@example.com'});
    await until(() => sandbox.deliveries.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect(sandbox.deliveries.map((d) => [d.attempt, d.status, d.outcome])).toEqual([
      [1, 502, 'retrying'],
      [2, 204, 'delivered'],
    ]);
  });

  it('counts an unreachable endpoint as failed attempts too', async () => {
    await subscribe('person_created', 'http://127.0.0.1:9/salesloft/webhooks');
    await api('POST', '/v2/people', {email_address: 'nowhere@example.com'});
    await until(() => sandbox.deliveries.length >= 4, 5000);
    expect(sandbox.deliveries.map((d) => d.outcome)).toEqual(['retrying', 'retrying', 'retrying', 'failed']);
    expect(sandbox.deliveries[0].error).toEqual(expect.any(String));
  });
});
