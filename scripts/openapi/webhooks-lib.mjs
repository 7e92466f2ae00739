/**
 * Rules for the webhook events of a spec (`x-webhooks`, openapi/v2.0/resources/webhook-events.yaml)
 * and the event table of the event-types guide, checked by generate.mjs before any page is written:
 *
 * - the spec and the guide's "Event reference" table name the same events, and each row links to
 *   the event's page (/docs/api/<operationId>/);
 * - each event is one POST whose JSON body schema is a bare `$ref` to a component that a REST
 *   operation of the spec returns (the payload is that resource, not a copy of its schema); only a
 *   synchronous event (`x-salesloft-synchronous: true`, i.e. link_swap) may use a component of its own;
 * - the body has an example, and it validates against that schema (examples-lib.mjs `validate`);
 * - the `x-salesloft-event` header's example is the event's name, and the `x-salesloft-signature`
 *   header's example is the HMAC-SHA1 of the example (as compact JSON) keyed with the example token
 *   (`x-example-callback-token` of the WebhookSignature schema), so the pages show a signature a
 *   reader can reproduce;
 * - `x-salesloft-scopes` lists the scopes needed to subscribe, each one the OAuth2 scheme defines.
 *
 * Every problem names the file and line that wrote the offending entry.
 */
import {createHmac} from 'node:crypto';
import {pointerOf} from './bundle-lib.mjs';
import {deref, validate} from './examples-lib.mjs';

/** The header names a delivery carries (lower case, as the delivery-headers guide writes them). */
export const EVENT_HEADER = 'x-salesloft-event';
export const SIGNATURE_HEADER = 'x-salesloft-signature';

/** Lower-case hex HMAC-SHA1 of `body` (a string or bytes) keyed with `token`. */
export function signatureOf(token, body) {
  return createHmac('sha1', token).update(body).digest('hex');
}

/**
 * The events of the guide's "## Event reference" table: each row's event name (the first cell's
 * inline code), the link the cell holds (or null), the scopes its last cell names (its inline code
 * spans that look like a scope, `emails:read`; none for "None") and the row's 1-based line in the
 * file.
 */
export function guideEvents(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^## Event reference\s*$/.test(line));
  if (start < 0) return null;
  const events = [];
  for (let i = start + 1; i < lines.length && !/^## /.test(lines[i]); i += 1) {
    const cell = /^\|\s*([^|]*?)\s*\|/.exec(lines[i])?.[1];
    if (!cell) continue;
    const name = /`([a-z0-9_]+)`/.exec(cell)?.[1];
    if (!name) continue;
    const link = /^\[`[a-z0-9_]+`\]\(([^)\s]+)\)$/.exec(cell)?.[1] ?? null;
    const cells = lines[i].split('|').slice(1, -1);
    const last = cells.length > 1 ? cells[cells.length - 1] : '';
    const scopes = [...last.matchAll(/`([a-z_]+:[a-z_]+)`/g)].map((m) => m[1]);
    events.push({event: name, link, scopes, line: i + 1});
  }
  return events;
}

/** Component names (`#/components/schemas/<name>`) a REST operation of `doc` returns: a response body, its `data`, or `data`'s items. */
export function restPayloadSchemas(doc) {
  const names = new Set();
  const add = (node) => {
    const match = typeof node?.$ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(node.$ref) : null;
    if (match) names.add(match[1]);
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      for (const responseOrRef of Object.values(item?.[method]?.responses ?? {})) {
        const schema = deref(doc, responseOrRef)?.content?.['application/json']?.schema;
        if (!schema) continue;
        add(schema);
        const data = schema.properties?.data;
        add(data);
        add(data?.items);
      }
    }
  }
  return names;
}

/** The scopes the spec's OAuth2 scheme defines (any flow). */
function definedScopes(doc) {
  const flows = doc.components?.securitySchemes?.OAuth2?.flows ?? {};
  return new Set(Object.values(flows).flatMap((flow) => Object.keys(flow?.scopes ?? {})));
}

/** Compact JSON, what the example signature is computed over (and what the pages show as the raw body). */
export function rawBodyOf(example) {
  return JSON.stringify(example);
}

/** The example token of the WebhookSignature schema. */
export function exampleTokenOf(doc) {
  return doc.components?.schemas?.WebhookSignature?.['x-example-callback-token'];
}

/**
 * Every webhook of the spec as {event, operation, operationId, schemaName, example, synchronous, scopes}.
 * Entries that are not a POST come back with `operation` undefined.
 */
export function webhooksOf(doc) {
  return Object.entries(doc['x-webhooks'] ?? {}).map(([event, item]) => {
    const operation = item?.post;
    const media = operation?.requestBody?.content?.['application/json'];
    const ref = media?.schema?.$ref;
    return {
      event,
      operation,
      operationId: operation?.operationId,
      tag: operation?.tags?.[0],
      summary: operation?.summary,
      schemaName: typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined,
      example: media?.example,
      synchronous: operation?.['x-salesloft-synchronous'] === true,
      scopes: operation?.['x-salesloft-scopes'],
    };
  });
}

/**
 * The problems of the spec's webhooks and the guide's table, each `file:line:col: message`.
 * @param {object} doc the assembled spec
 * @param {(pointer: string) => string} locate a JSON pointer of `doc` -> `file:line:col` of its source
 * @param {{file: string, text: string}} guide the event-types guide
 */
export function webhookProblems(doc, locate, guide) {
  const problems = [];
  const at = (pointer, message) => problems.push(`${locate(pointer)}: ${message}`);
  const pointer = (event, ...rest) => pointerOf(['x-webhooks', event, ...rest]);
  const rows = guideEvents(guide.text);
  if (rows === null) return [`${guide.file}:1:1: no "## Event reference" table to compare the spec's webhooks with`];
  const webhooks = webhooksOf(doc);
  const inSpec = new Map(webhooks.map((w) => [w.event, w]));
  const inGuide = new Map(rows.map((row) => [row.event, row]));

  for (const row of rows) {
    const webhook = inSpec.get(row.event);
    if (!webhook) {
      problems.push(`${guide.file}:${row.line}:1: event ${row.event} is in the Event reference table but not in the spec's x-webhooks`);
    } else if (webhook.operationId && row.link !== `/docs/api/${webhook.operationId}/`) {
      problems.push(`${guide.file}:${row.line}:1: the ${row.event} row must link to its page, [\`${row.event}\`](/docs/api/${webhook.operationId}/)${row.link ? `, not ${row.link}` : ''}`);
    } else if ([...(webhook.scopes ?? [])].sort().join(' ') !== [...row.scopes].sort().join(' ')) {
      // The page of an event shows its x-salesloft-scopes; the guide's table must say the same.
      problems.push(`${guide.file}:${row.line}:1: the ${row.event} row names the scopes ${row.scopes.join(', ') || 'none'}, but the spec's x-salesloft-scopes say ${(webhook.scopes ?? []).join(', ') || 'none'}`);
    }
  }
  const restSchemas = restPayloadSchemas(doc);
  const scopes = definedScopes(doc);
  const token = exampleTokenOf(doc);
  if (webhooks.length > 0 && typeof token !== 'string') {
    problems.push(`${locate('#/components/schemas/WebhookSignature')}: the WebhookSignature schema needs x-example-callback-token, the key the signature examples are computed with`);
  }
  for (const webhook of webhooks) {
    const {event, operation} = webhook;
    if (!inGuide.has(event)) at(pointer(event), `webhook ${event} is not in the Event reference table of ${guide.file}`);
    if (!operation) {
      at(pointer(event), `webhook ${event} must be a POST (the request Salesloft sends)`);
      continue;
    }
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const schemaAt = pointer(event, 'post', 'requestBody', 'content', 'application/json', 'schema');
    if (!schema || typeof schema.$ref !== 'string' || Object.keys(schema).length !== 1 || !webhook.schemaName || webhook.schemaName.includes('/')) {
      at(schemaAt, `the body schema of ${event} must be only a $ref to a component ("#/components/schemas/<Name>"), the one the REST reference returns for the resource`);
    } else if (doc.components?.schemas?.[webhook.schemaName] === undefined) {
      at(schemaAt, `$ref "${schema.$ref}" of ${event} does not resolve`);
    } else if (!webhook.synchronous && !restSchemas.has(webhook.schemaName)) {
      at(schemaAt, `the body of ${event} refers to ${webhook.schemaName}, which no REST operation returns; refer to the component the resource's REST operations return`);
    } else {
      const exampleAt = pointer(event, 'post', 'requestBody', 'content', 'application/json', 'example');
      if (webhook.example === undefined) at(schemaAt, `the body of ${event} has no example`);
      else for (const problem of validate(doc, schema, webhook.example)) at(exampleAt, `the example of ${event} does not fit ${webhook.schemaName}: ${problem}`);
    }

    const parameters = (operation.parameters ?? []).map((p) => deref(doc, p));
    const header = (name) => parameters.findIndex((p) => p?.in === 'header' && String(p.name).toLowerCase() === name);
    const eventIndex = header(EVENT_HEADER);
    if (eventIndex < 0) at(pointer(event, 'post'), `${event} lacks the ${EVENT_HEADER} header parameter`);
    else if (parameters[eventIndex].example !== event) at(pointer(event, 'post', 'parameters', eventIndex), `the ${EVENT_HEADER} example of ${event} must be "${event}"`);
    const signatureIndex = header(SIGNATURE_HEADER);
    if (signatureIndex < 0) at(pointer(event, 'post'), `${event} lacks the ${SIGNATURE_HEADER} header parameter`);
    else if (typeof token === 'string' && webhook.example !== undefined) {
      const expected = signatureOf(token, rawBodyOf(webhook.example));
      if (parameters[signatureIndex].example !== expected) {
        at(pointer(event, 'post', 'parameters', signatureIndex), `the ${SIGNATURE_HEADER} example of ${event} must be ${expected}, the HMAC-SHA1 of its example body with the token ${token}`);
      }
    }

    if (!Array.isArray(webhook.scopes)) at(pointer(event, 'post'), `${event} needs x-salesloft-scopes, the scopes needed to subscribe (an empty list when none is)`);
    else for (const scope of webhook.scopes) if (!scopes.has(scope)) at(pointer(event, 'post', 'x-salesloft-scopes'), `scope ${scope} of ${event} is not a scope of the OAuth2 scheme`);
    if (typeof operation['x-source'] !== 'string') at(pointer(event, 'post'), `${event} needs x-source, the public material its facts come from`);
  }
  return problems;
}

/**
 * The REST side of each event, for links from the resource to its events: the events whose payload
 * is the component an operation returns, by operation id and by the operation's tag (the resource's
 * tag page). Each event is {event, operationId, tag} (tag: the event's own tag, "Person events").
 * @returns {{byOperation: Map<string, Array<{event: string, operationId: string, tag: string}>>, byTag: Map<string, Array<{event: string, operationId: string, tag: string}>>}}
 */
export function restLinksOf(doc) {
  const bySchema = new Map();
  for (const webhook of webhooksOf(doc)) {
    if (!webhook.schemaName || !webhook.operationId) continue;
    if (!bySchema.has(webhook.schemaName)) bySchema.set(webhook.schemaName, []);
    bySchema.get(webhook.schemaName).push({event: webhook.event, operationId: webhook.operationId, tag: webhook.tag});
  }
  const byOperation = new Map();
  const byTag = new Map();
  const add = (map, key, events) => {
    const list = map.get(key) ?? [];
    for (const e of events) if (!list.some((known) => known.event === e.event)) list.push(e);
    map.set(key, list);
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      const operation = item?.[method];
      if (!operation?.operationId) continue;
      const returned = new Set();
      for (const responseOrRef of Object.values(operation.responses ?? {})) {
        const schema = deref(doc, responseOrRef)?.content?.['application/json']?.schema;
        for (const node of [schema, schema?.properties?.data, schema?.properties?.data?.items]) {
          const match = typeof node?.$ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(node.$ref) : null;
          if (match) returned.add(match[1]);
        }
      }
      const events = [...returned].flatMap((name) => bySchema.get(name) ?? []);
      if (events.length === 0) continue;
      add(byOperation, operation.operationId, events);
      for (const tag of operation.tags ?? []) add(byTag, tag, events);
    }
  }
  return {byOperation, byTag};
}

/** A Markdown list of event page links: "[`person_created`](/docs/api/webhook-person-created/), ...". */
export function eventLinks(events, base = '/docs/api/') {
  return events.map((e) => `[\`${e.event}\`](${base}${e.operationId}/)`).join(', ');
}

/**
 * The section a REST tag page gets above its operation cards: the resource's webhook events, with a
 * link to each event page and to the events' own group. Null when the resource has none.
 */
export function tagEventsSection(events, tagSlugs, base = '/docs/api/') {
  if (!events?.length) return null;
  const groups = [...new Set(events.map((e) => e.tag))].map((tag) => (tagSlugs.get(tag) ? `[${tag}](${base}${tagSlugs.get(tag)}/)` : tag));
  return `## Webhook events\n\nSalesloft can post these records to your endpoint when they change: ${eventLinks(events, base)}. Each delivery's body has the shape the operations below return; see ${groups.join(', ')}.\n`;
}

/** The paragraph an operation page gets at its end: the webhook events whose body is what it returns. */
export function operationEventsSection(events, base = '/docs/api/') {
  if (!events?.length) return null;
  return `<Heading as={"h2"} id={"webhook-events"} children={"Webhook events"} />\n\nThe body of ${events.length === 1 ? 'this webhook event has' : 'these webhook events has'} the shape this operation returns in \`data\`: ${eventLinks(events, base)}.\n`;
}

/**
 * Each event's example delivery, for the signature tool: {event, operationId, body (compact JSON,
 * the bytes the example signature covers), signature}, in the order of the spec.
 */
export function exampleDeliveries(doc) {
  return webhooksOf(doc)
    .filter((webhook) => webhook.operation && webhook.example !== undefined)
    .map((webhook) => ({
      event: webhook.event,
      operationId: webhook.operationId,
      body: rawBodyOf(webhook.example),
      signature: (webhook.operation.parameters ?? []).map((p) => deref(doc, p)).find((p) => p?.in === 'header' && p.name === SIGNATURE_HEADER)?.example,
    }));
}
