import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {assembleSpec} from './bundle-lib.mjs';
import {guideEvents, rawBodyOf, restPayloadSchemas, signatureOf, webhookProblems, webhooksOf} from './webhooks-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GUIDE = 'docs/platform/webhooks/event-types.mdx';
const SOURCE = 'openapi/v2.0/resources/webhook-events.yaml';

let spec;
let guide;
beforeAll(() => {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    spec = assembleSpec('openapi/v2.0');
  } finally {
    process.chdir(cwd);
  }
  guide = {file: GUIDE, text: fs.readFileSync(path.join(root, GUIDE), 'utf8')};
});

/** The problems of a changed copy of the real spec and guide. */
function problemsWith({changeDoc = () => {}, changeGuide = (text) => text} = {}) {
  const doc = structuredClone(spec.doc);
  changeDoc(doc);
  return webhookProblems(doc, spec.locate, {file: GUIDE, text: changeGuide(guide.text)});
}

const lineOf = (file, needle) => fs.readFileSync(path.join(root, file), 'utf8').split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('the v2.0 webhooks and the event-types guide', () => {
  it('have no problems: 37 events, the same in both, each a POST with a REST payload', () => {
    expect(webhookProblems(spec.doc, spec.locate, guide)).toEqual([]);
    const events = webhooksOf(spec.doc);
    expect(events).toHaveLength(37);
    expect(events.map((w) => w.event).sort()).toEqual(guideEvents(guide.text).map((row) => row.event).sort());
    expect(events.find((w) => w.event === 'person_updated')).toMatchObject({operationId: 'webhook-person-updated', schemaName: 'Person', scopes: ['people:read'], synchronous: false});
    expect(events.find((w) => w.event === 'link_swap')).toMatchObject({schemaName: 'LinkSwapRequest', synchronous: true, scopes: ['emails:read']});
    expect(events.find((w) => w.event === 'bulk_job_completed')?.scopes).toEqual([]);
  });

  it('shows a signature a reader can reproduce: the HMAC-SHA1 of the compact example with the example token', () => {
    const person = spec.doc['x-webhooks'].person_updated.post;
    const signature = person.parameters.find((p) => p.name === 'x-salesloft-signature').example;
    expect(signature).toMatch(/^[0-9a-f]{40}$/);
    expect(signature).toBe(signatureOf('wh_tok_8f3c2a9d41e7b6', JSON.stringify(person.requestBody.content['application/json'].example)));
  });

  it('signatureOf is HMAC-SHA1 in lower-case hex (RFC 2202 test case 2)', () => {
    expect(signatureOf('Jefe', 'what do ya want for nothing?')).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
    expect(rawBodyOf({a: 1, b: [true, null]})).toBe('{"a":1,"b":[true,null]}');
  });

  it('knows which components the REST operations return', () => {
    const names = restPayloadSchemas(spec.doc);
    for (const name of ['Person', 'Account', 'Task', 'CadenceMembership', 'BulkJob', 'Success', 'Meeting']) expect(names.has(name)).toBe(true);
    expect(names.has('LinkSwapRequest')).toBe(false);
  });
});

describe('webhookProblems: bad input names file and line', () => {
  it('an event in the guide table but not in the spec: the guide row', () => {
    const problems = problemsWith({changeDoc: (doc) => delete doc['x-webhooks'].task_completed});
    expect(problems).toEqual([`${GUIDE}:${lineOf(GUIDE, '| [`task_completed`]')}:1: event task_completed is in the Event reference table but not in the spec's x-webhooks`]);
  });

  it('an event in the spec but not in the guide table: the spec entry', () => {
    const problems = problemsWith({changeGuide: (text) => text.replace(/^\| \[`note_deleted`\].*\n/m, '')});
    expect(problems).toEqual([`${SOURCE}:${lineOf(SOURCE, '  note_deleted:')}:3: webhook note_deleted is not in the Event reference table of ${GUIDE}`]);
  });

  it('a guide row that does not link to the event page', () => {
    const problems = problemsWith({changeGuide: (text) => text.replace('[`person_created`](/docs/api/webhook-person-created/)', '`person_created`')});
    expect(problems).toEqual([`${GUIDE}:${lineOf(GUIDE, '| [`person_created`]')}:1: the person_created row must link to its page, [\`person_created\`](/docs/api/webhook-person-created/)`]);
  });

  it('a payload schema that copies the component instead of referring to it', () => {
    const problems = problemsWith({
      changeDoc: (doc) => {
        doc['x-webhooks'].person_updated.post.requestBody.content['application/json'].schema = structuredClone(doc.components.schemas.Person);
      },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${SOURCE}:\\d+:\\d+: the body schema of person_updated must be only a \\$ref to a component`));
  });

  it('a payload $ref to a component no REST operation returns', () => {
    const problems = problemsWith({
      changeDoc: (doc) => {
        doc['x-webhooks'].person_updated.post.requestBody.content['application/json'].schema = {$ref: '#/components/schemas/PersonWrite'};
      },
    });
    expect(problems).toEqual([expect.stringMatching(/^openapi\/v2\.0\/resources\/webhook-events\.yaml:\d+:\d+: the body of person_updated refers to PersonWrite, which no REST operation returns/)]);
  });

  it('an example that does not validate: the example line', () => {
    const problems = problemsWith({
      changeDoc: (doc) => {
        doc['x-webhooks'].task_completed.post.requestBody.content['application/json'].example.current_state = 'finished';
      },
    });
    const exampleLine = lineOf(SOURCE, '  task_completed:');
    expect(problems.find((p) => p.includes('does not fit'))).toMatch(new RegExp(`^${SOURCE.replace(/\./g, '\\.')}:(\\d+):\\d+: the example of task_completed does not fit Task: \\$\\.current_state: "finished" is not one of scheduled, completed$`));
    expect(Number(/:(\d+):/.exec(problems.find((p) => p.includes('does not fit')))[1])).toBeGreaterThan(exampleLine);
  });

  it('a signature example that is not the HMAC of the example', () => {
    const problems = problemsWith({
      changeDoc: (doc) => {
        doc['x-webhooks'].person_created.post.requestBody.content['application/json'].example.first_name = 'Patricia';
      },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/webhook-events\.yaml:\d+:\d+: the x-salesloft-signature example of person_created must be [0-9a-f]{40}, the HMAC-SHA1 of its example body with the token wh_tok_8f3c2a9d41e7b6$/);
  });

  it('a wrong x-salesloft-event example, an unknown scope, a missing x-source', () => {
    const problems = problemsWith({
      changeDoc: (doc) => {
        const op = doc['x-webhooks'].note_created.post;
        op.parameters[0].example = 'note_updated';
        op['x-salesloft-scopes'] = ['notes:view'];
        delete op['x-source'];
      },
    });
    expect(problems.map((p) => p.replace(/^[^ ]+ /, ''))).toEqual([
      "the note_created row names the scopes notes:read, but the spec's x-salesloft-scopes say notes:view",
      'the x-salesloft-event example of note_created must be "note_created"',
      'scope notes:view of note_created is not a scope of the OAuth2 scheme',
      'note_created needs x-source, the public material its facts come from',
    ]);
  });

  it("a guide row whose scope differs from the event's x-salesloft-scopes, named by its line", () => {
    const problems = problemsWith({changeGuide: (text) => text.replace('| Account | `accounts:read` |', '| Account | `people:read` |')});
    expect(problems).toEqual([`${GUIDE}:${lineOf(GUIDE, '[`account_created`]')}:1: the account_created row names the scopes people:read, but the spec's x-salesloft-scopes say accounts:read`]);
  });

  it('a guide without the Event reference table', () => {
    expect(problemsWith({changeGuide: (text) => text.replace('## Event reference', '## Events')})).toEqual([`${GUIDE}:1:1: no "## Event reference" table to compare the spec's webhooks with`]);
  });
});
