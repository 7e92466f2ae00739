import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {assembleSpec} from '../openapi/bundle-lib.mjs';
import {deref, operations} from '../openapi/examples-lib.mjs';
import {MIGRATION_SLUG} from '../openapi/migration-lib.mjs';
import {GUIDES_DIR, readGuide, tableRows, withoutCodeBlocks} from './guides.mjs';

/*
 * The guides issue 28 (section 3) added: what they state about the API matches the v2 spec, and
 * every reference link they carry leads to an operation or resource page of it.
 */

const root = path.resolve(GUIDES_DIR, '..', '..');
const {doc} = assembleSpec(path.join(root, 'openapi', 'v2.0'));
const ops = [...operations(doc)];
const byId = new Map(ops.map((o) => [o.operation.operationId, o]));
const tagSlugs = new Set((doc.tags ?? []).map((t) => t.name.toLowerCase().replace(/\s+/g, '-')));

const GUIDES = [
  'guides/adding-people-to-cadences.mdx',
  'guides/conversations-recordings-transcripts.mdx',
  'guides/data-redaction-and-right-to-be-forgotten.mdx',
  'guides/upserts-and-custom-fields.mdx',
  'guides/versioning-and-deprecation.mdx',
];

/** Body text without fenced code. */
const prose = (file) => withoutCodeBlocks(readGuide(file).body);
const unquote = (cell) => cell.replace(/^`|`$/g, '');

describe('the issue 28 guides', () => {
  it.each(GUIDES)('%s links only to reference pages that exist', (file) => {
    const links = [...readGuide(file).body.matchAll(/\]\(\/docs\/api\/([^)#]*)\)/g)].map((m) => m[1].replace(/\/$/, ''));
    expect(links.length, file).toBeGreaterThan(0);
    for (const slug of links) {
      const known = slug === '' || slug === '1.0' || slug === MIGRATION_SLUG || byId.has(slug) || tagSlugs.has(slug);
      expect(known, `${file}: /docs/api/${slug}/`).toBe(true);
    }
  });

  it('adding people to cadences: the states table lists the membership states of the spec, in order', () => {
    const states = tableRows(prose('guides/adding-people-to-cadences.mdx'), '`current_state`').map((r) => unquote(r[0]));
    expect(states).toEqual(deref(doc, doc.components.schemas.CadenceMembership.properties.current_state).enum);
  });

  it('adding people to cadences: the create parameters are the query parameters of the operation', () => {
    const rows = tableRows(prose('guides/adding-people-to-cadences.mdx'), 'Parameter');
    const params = byId.get('cadence-memberships-create').operation.parameters.map((p) => deref(doc, p));
    expect(rows.map((r) => unquote(r[0]))).toEqual(params.map((p) => p.name));
    for (const p of params) expect(p.in).toBe('query');
    const required = rows.filter((r) => r[1] === 'yes').map((r) => unquote(r[0]));
    expect(required).toEqual(params.filter((p) => p.required).map((p) => p.name));
  });

  it('upserts: the person upsert keys are the enum of the spec', () => {
    const keys = tableRows(prose('guides/upserts-and-custom-fields.mdx'), '`upsert_key`').map((r) => unquote(r[0]));
    const body = deref(doc, byId.get('person-upserts-create').operation.requestBody).content['application/json'].schema;
    const upsertKey = body.allOf.map((s) => deref(doc, s)).find((s) => s.properties?.upsert_key).properties.upsert_key;
    expect([...keys].sort()).toEqual([...upsertKey.enum].sort());
  });

  it('data redaction: each operation row names a POST endpoint of the spec and its required body field', () => {
    const rows = tableRows(prose('guides/data-redaction-and-right-to-be-forgotten.mdx'), 'Operation');
    expect(rows).toHaveLength(4);
    for (const [operation, endpoint, field] of rows) {
      const id = /\(\/docs\/api\/([^/]+)\/\)/.exec(operation)?.[1];
      const op = byId.get(id);
      expect(op, operation).toBeDefined();
      expect(unquote(endpoint)).toBe(`${op.method.toUpperCase()} ${op.path}`);
      const body = deref(doc, op.operation.requestBody).content['application/json'].schema;
      expect(body.required).toEqual([unquote(field)]);
    }
  });
});
