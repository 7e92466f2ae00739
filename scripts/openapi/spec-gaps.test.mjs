import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {assembleSpec} from './bundle-lib.mjs';
import {deref, operations, validate} from './examples-lib.mjs';

/*
 * The spec's known gaps found by comparing it with the provider's public material (issue 28, section 4).
 * Every parameter and field added for it names its public source in `x-source`.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const {doc} = assembleSpec(path.join(root, 'openapi', 'v2.0'));
const schemas = doc.components.schemas;
const byId = Object.fromEntries([...operations(doc)].map((o) => [o.operation.operationId, o.operation]));

function operation(id) {
  const op = byId[id];
  if (!op) throw new Error(`no operation ${id}`);
  return op;
}

/** The query parameter `name` of operation `id`, resolved. */
function param(id, name) {
  const found = (operation(id).parameters ?? []).map((p) => deref(doc, p)).find((p) => p.name === name);
  if (!found) throw new Error(`${id}: no parameter ${name}`);
  return found;
}

function bodySchema(id) {
  return deref(doc, deref(doc, operation(id).requestBody).content['application/json'].schema);
}

function property(schema, name) {
  const found = deref(doc, deref(doc, schema).properties?.[name]);
  if (!found) throw new Error(`no property ${name}`);
  return found;
}

const httpsSource = /https:\/\//;

describe('list filters the provider documents (issue 28, section 4)', () => {
  it('call data records filter by direction, status, sentiment, disposition, recordings and group', () => {
    expect(param('call-data-records-index', 'direction').schema).toEqual({type: 'string', enum: ['inbound', 'outbound']});
    for (const name of ['status', 'sentiment', 'disposition']) expect(param('call-data-records-index', name).schema.type).toBe('string');
    expect(param('call-data-records-index', 'recordings_only').schema.type).toBe('boolean');
    expect(param('call-data-records-index', 'group_id').schema.type).toBe('integer');
    for (const name of ['direction', 'status', 'sentiment', 'disposition', 'recordings_only', 'group_id']) {
      expect(param('call-data-records-index', name)['x-source']).toMatch(/call-data-records-index/);
    }
  });

  it('emails filter by account, template, replies, clicks and views; fetching one takes scoped_fields', () => {
    for (const name of ['account_id', 'email_template_id']) {
      expect(param('activities-emails-index', name).schema).toMatchObject({type: 'array', items: {type: 'integer'}});
    }
    for (const name of ['has_replies', 'has_clicks', 'has_views']) expect(param('activities-emails-index', name).schema.type).toBe('boolean');
    expect(param('activities-emails-show', 'scoped_fields')).toMatchObject({in: 'query', schema: {type: 'array', items: {type: 'string'}}});
    for (const name of ['account_id', 'email_template_id', 'has_replies', 'has_clicks', 'has_views']) {
      expect(param('activities-emails-index', name)['x-source']).toMatch(httpsSource);
    }
    expect(param('activities-emails-show', 'scoped_fields')['x-source']).toMatch(httpsSource);
  });

  it('cadences filter by tag, operational flag and the user pending actions are assigned to', () => {
    expect(param('cadences-index', 'tag_ids').schema).toMatchObject({type: 'array', items: {type: 'integer'}});
    expect(param('cadences-index', 'override_contact_restrictions').schema.type).toBe('boolean');
    expect(param('cadences-index', 'pending_actions_assigned_to').schema.type).toBe('string');
    for (const name of ['tag_ids', 'override_contact_restrictions', 'pending_actions_assigned_to']) {
      expect(param('cadences-index', name)['x-source']).toMatch(/salesloft-cadences-api-openapi/);
    }
  });

  it('saved list views filter by shared and include_shared, and take shared in both bodies', () => {
    for (const name of ['shared', 'include_shared']) {
      expect(param('saved-list-views-index', name).schema.type).toBe('boolean');
      expect(param('saved-list-views-index', name)['x-source']).toMatch(httpsSource);
    }
    for (const id of ['saved-list-views-create', 'saved-list-views-update']) {
      expect(property(bodySchema(id), 'shared')).toMatchObject({type: 'boolean'});
      expect(property(bodySchema(id), 'shared')['x-source']).toMatch(httpsSource);
    }
  });

  it('activity histories keep limit_paging_counts, with the public source on the shared parameter', () => {
    expect(param('activity-histories-index', 'limit_paging_counts')['x-source']).toMatch(/salesloft-activity-histories-api-openapi/);
  });
});

describe('fields and bodies the provider documents (issue 28, section 4)', () => {
  it('a webhook subscription update can move deliveries with callback_url', () => {
    const body = bodySchema('webhook-subscriptions-update');
    expect(property(body, 'callback_url')).toMatchObject({type: 'string', format: 'uri'});
    expect(property(body, 'callback_url')['x-source']).toMatch(httpsSource);
    expect(validate(doc, body, {enabled: true, callback_url: 'https://hooks.example.com/salesloft'})).toEqual([]);
  });

  it('users carry locale_utc_offset as an integer', () => {
    expect(property(schemas.User, 'locale_utc_offset')).toMatchObject({type: 'integer', nullable: true});
    expect(property(schemas.User, 'locale_utc_offset')['x-source']).toMatch(/users\.py/);
  });

  it('users carry seat_package, the value the list filter and the update body take', () => {
    expect(property(schemas.User, 'seat_package')).toMatchObject({type: 'string', nullable: true});
    expect(property(schemas.User, 'seat_package')['x-source']).toMatch(/read-list-users\.json/);
    expect(param('users-index', 'seat_package').schema.type).toBe('string');
    expect(property(bodySchema('users-update'), 'seat_package').type).toBe('string');
  });

  it('tasks carry the five nullable _integration_* fields of the public task samples', () => {
    const names = ['_integration_id', '_integration_name', '_integration_step_id', '_integration_task_id', '_integration_task_type_label'];
    for (const name of names) {
      expect(property(schemas.Task, name)).toMatchObject({type: 'string', nullable: true});
      expect(property(schemas.Task, name)['x-source']).toMatch(/write-create-task\.json/);
    }
    const sample = Object.fromEntries(names.map((name) => [name, null]));
    expect(validate(doc, schemas.Task, sample)).toEqual([]);
    expect(validate(doc, schemas.Task, {_integration_id: 42})).not.toEqual([]);
  });

  it('cadences carry knowledge_library_document_ids as a list of integers', () => {
    const field = property(schemas.Cadence, 'knowledge_library_document_ids');
    expect(field).toMatchObject({type: 'array', items: {type: 'integer'}});
    expect(field['x-source']).toMatch(/integer\[\]/);
    expect(validate(doc, schemas.Cadence, {id: 1, current_state: 'active', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z', knowledge_library_document_ids: [7, 9]})).toEqual([]);
    expect(validate(doc, schemas.Cadence, {id: 1, current_state: 'active', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z', knowledge_library_document_ids: ['7']})).not.toEqual([]);
  });

  it('accounts return user_relationships as a list of objects', () => {
    const field = property(schemas.Account, 'user_relationships');
    expect(field).toMatchObject({type: 'array', items: {type: 'object'}});
    expect(field['x-source']).toMatch(/object\[\]/);
    expect(validate(doc, schemas.Account, {user_relationships: [{Account_Manager__c: '0055g00000AbCdEAAZ'}]})).toEqual([]);
    expect(validate(doc, schemas.Account, {user_relationships: {Account_Manager__c: '0055g00000AbCdEAAZ'}})).not.toEqual([]);
  });

  it('activity histories type resource_id as an integer, as the reference does', () => {
    const field = property(schemas.ActivityHistory, 'resource_id');
    expect(field.type).toBe('integer');
    expect(field['x-source']).toMatch(/activity-histories-index/);
  });

  it('account stages, account tiers and person stages carry a sourced boolean active', () => {
    for (const name of ['AccountStage', 'AccountTier', 'PersonStage']) {
      expect(property(schemas[name], 'active').type, name).toBe('boolean');
      expect(property(schemas[name], 'active')['x-source'], name).toMatch(httpsSource);
    }
  });

  it('meetings say on the page that the reference documents account_id and task_id as strings', () => {
    for (const name of ['account_id', 'task_id']) {
      const field = property(schemas.Meeting, name);
      expect(field.type).toBe('integer');
      expect(field.description).toMatch(/documents this field as a string while the API returns a number/);
    }
  });

  it('the cadence import settings carry the eight fields of the settings guide', () => {
    const settings = schemas.CadenceImportSettings;
    const eight = [
      'reschedule_from_pause_enabled',
      'cadence_priority',
      'cadence_owner',
      'added_stage_setting',
      'bounced_stage_setting',
      'replied_stage_setting',
      'finished_stage_setting',
      'tags',
    ];
    for (const name of eight) expect(property(settings, name)['x-source'], name).toMatch(/cadence-imports\/settings/);
    expect(property(settings, 'reschedule_from_pause_enabled').type).toBe('boolean');
    expect(property(settings, 'tags').type).toBe('string');
    const example = deref(doc, operation('cadence-imports-create').requestBody).content['application/json'].example;
    for (const name of eight) expect(example.settings, name).toHaveProperty(name);
  });

  it('calendar event create and update take typed bodies, and their 422 examples name declared fields', () => {
    for (const id of ['calendar-events-create', 'calendar-events-update']) {
      const body = bodySchema(id);
      expect(body.additionalProperties, id).toBeUndefined();
      for (const name of ['title', 'start_time', 'end_time', 'attendees', 'status']) property(body, name);
      expect(validate(doc, body, {start_time: 'tomorrow'}), id).not.toEqual([]);
      const errors = deref(doc, operation(id).responses['422']).content['application/json'].example.errors;
      for (const field of Object.keys(errors)) expect(Object.keys(body.properties), `${id} 422 ${field}`).toContain(field);
    }
  });
});
