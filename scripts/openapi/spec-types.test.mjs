import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {assembleSpec} from './bundle-lib.mjs';
import {deref, operations, validate} from './examples-lib.mjs';

/*
 * Field types checked against the provider's public material (issue 15, section 6). Each pinned
 * property carries an `x-source` in the spec that says which sources settled it; where the provider's
 * reference and the live API disagree, the spec follows what the API returns.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const {doc} = assembleSpec(path.join(root, 'openapi', 'v2.0'));
const schemas = doc.components.schemas;

function property(schema, name) {
  const found = deref(doc, deref(doc, schema).properties?.[name]);
  if (!found) throw new Error(`no property ${name}`);
  return found;
}

function bodyOf(operationId) {
  const op = [...operations(doc)].find((o) => o.operation.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return deref(doc, op.operation.requestBody).content['application/json'].schema;
}

describe('field types that match the API (issue 15, section 6)', () => {
  it('meetings: account_id, task_id and meeting_type_id are numbers, as the API returns them', () => {
    for (const name of ['account_id', 'task_id', 'meeting_type_id']) {
      expect(property(schemas.Meeting, name)).toMatchObject({type: 'integer', nullable: true});
      expect(property(schemas.Meeting, name)['x-source']).toMatch(/firehose-tap-salesloft/);
    }
  });

  it('activity histories: the id is a `{type}-{id}` string, resource_type a name, failed_dynamic_resources a list of names', () => {
    const history = schemas.ActivityHistory;
    expect(property(history, 'id').type).toBe('string');
    expect(validate(doc, history, {id: 'sent_email-722488662'})).toEqual([]);
    expect(validate(doc, history, {id: 722488662})).not.toEqual([]);
    expect(property(history, 'resource_type')).toMatchObject({type: 'string', enum: ['person', 'account', 'crm_opportunity']});
    expect(property(history, 'failed_dynamic_resources')).toMatchObject({type: 'array', items: {type: 'string'}});
    for (const name of ['id', 'resource_type', 'failed_dynamic_resources']) expect(property(history, name)['x-source']).toBeTruthy();
  });

  it('calendar events: all_day and recurring are booleans, attendees a list, creator an email string', () => {
    const event = schemas.CalendarEvent;
    expect(property(event, 'all_day').type).toBe('boolean');
    expect(property(event, 'recurring').type).toBe('boolean');
    expect(property(event, 'attendees')).toMatchObject({type: 'array', items: {type: 'object'}});
    expect(property(event, 'creator').type).toBe('string');
    expect(validate(doc, event, {all_day: 'false'})).not.toEqual([]);
    for (const name of ['all_day', 'recurring', 'attendees', 'creator']) expect(property(event, name)['x-source']).toBeTruthy();
  });

  it('the task create body takes person_id as a string of digits', () => {
    const body = bodyOf('tasks-create');
    expect(property(body, 'person_id')).toMatchObject({type: 'string'});
    expect(property(body, 'user_id').type).toBe('integer');
    expect(validate(doc, body, {subject: 'Call', person_id: '164510523', task_type: 'call', due_date: '2024-05-03', current_state: 'scheduled'})).toEqual([]);
    expect(validate(doc, body, {subject: 'Call', person_id: 164510523, task_type: 'call', due_date: '2024-05-03', current_state: 'scheduled'})).not.toEqual([]);
  });

  it('saved list views: view_params is written as a JSON string and read back as an object', () => {
    for (const id of ['saved-list-views-create', 'saved-list-views-update']) {
      const viewParams = property(bodyOf(id), 'view_params');
      expect(viewParams.type).toBe('string');
      expect(viewParams['x-source']).toMatch(/string/i);
    }
    expect(property(schemas.SavedListView, 'view_params')).toMatchObject({type: 'object', additionalProperties: true});
  });

  it('accounts: custom_fields values are not limited to strings', () => {
    const customFields = property(schemas.Account, 'custom_fields');
    expect(customFields).toMatchObject({type: 'object', additionalProperties: true});
    expect(validate(doc, schemas.Account, {custom_fields: {Seats: 120, Renewal: 'Q3', Partner: true}})).toEqual([]);
    for (const id of ['accounts-create', 'accounts-update']) expect(property(bodyOf(id), 'custom_fields').additionalProperties).toBe(true);
  });

  it('related records the API can return carry `_href` beside `id`', () => {
    const ref = schemas.ResourceRef;
    expect(Object.keys(ref.properties)).toEqual(['id', '_href']);
    expect(ref['x-source']).toMatch(/EmbeddedResource/);
    const embedded = [
      [schemas.Call, 'action'],
      [schemas.Call, 'task'],
      [schemas.Email, 'action'],
      [schemas.Email, 'task'],
      [schemas.CadenceMembership, 'latest_action'],
    ];
    for (const [schema, name] of embedded) {
      expect(property(schema, name).allOf).toEqual([{$ref: '#/components/schemas/ResourceRef'}]);
    }
    expect(validate(doc, schemas.Call, {action: {id: 1, _href: 'not a url'}})).not.toEqual([]);
  });

  it('activity histories list takes limit_paging_counts, the shared parameter its guide documents', () => {
    const op = [...operations(doc)].find((o) => o.operation.operationId === 'activity-histories-index');
    const params = op.operation.parameters;
    expect(params).toContainEqual({$ref: '#/components/parameters/LimitPagingCounts'});
    const names = params.map((p) => deref(doc, p).name);
    expect(names).toEqual(expect.arrayContaining(['include_paging_counts', 'limit_paging_counts']));
    expect(deref(doc, {$ref: '#/components/parameters/LimitPagingCounts'})).toMatchObject({in: 'query', schema: {type: 'boolean'}});
  });

  it('transcription sentences and artifacts declare the fields the public sources name', () => {
    const sentence = schemas.TranscriptionSentence;
    for (const name of ['id', 'order_number', 'start_time', 'end_time', 'recording_attendee_id', 'text', 'conversation']) property(sentence, name);
    expect(property(sentence, 'start_time').type).toBe('number');
    expect(property(sentence, 'order_number').type).toBe('integer');
    const artifact = schemas.TranscriptionArtifact;
    for (const name of ['id', 'url', 'content_type', 'language_code', 'conversation', 'created_at', 'updated_at']) property(artifact, name);
    expect(property(artifact, 'url')).toMatchObject({type: 'string', format: 'uri'});
    for (const schema of [sentence, artifact]) expect(schema['x-source']).toMatch(/tap-salesloft/);
  });

  it('the OAuth scopes include public:all, which the provider uses for client-credentials tokens', () => {
    const {flows} = doc.components.securitySchemes.OAuth2;
    expect(flows.authorizationCode.scopes['public:all']).toMatch(/client-credentials/);
    expect(flows.clientCredentials.scopes['public:all']).toBeTruthy();
  });
});
