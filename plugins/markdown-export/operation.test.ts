import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {authSection, counterpartLine, mergeAllOf, operationToMarkdown, schemaList, typeOf, type OperationInput} from './operation';

const SITE = 'https://developers.example.com/';

const operation: OperationInput['operation'] = {
  method: 'post',
  path: '/v2/widgets/{id}',
  description: 'Creates a widget. See [scopes](/docs/platform/api-basics/scopes/).',
  servers: [{url: 'https://api.example.com'}],
  security: [{OAuth2: ['widgets:write']}, {ApiKey: []}],
  securitySchemes: {OAuth2: {type: 'oauth2'}, ApiKey: {type: 'http', scheme: 'bearer'}},
  parameters: [
    {name: 'id', in: 'path', required: true, description: 'Widget id | number.', schema: {type: 'integer', format: 'int64'}},
    {name: 'per_page', in: 'query', description: 'Page size.', schema: {type: 'integer', minimum: 1, maximum: 100, default: 25}},
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          allOf: [
            {type: 'object', required: ['name'], properties: {name: {type: 'string', description: 'Display name.'}}},
            {properties: {tags: {type: 'array', items: {type: 'string'}}, owner: {type: 'object', properties: {id: {type: 'integer'}}}}},
          ],
        },
        example: {name: 'Blue', tags: ['a']},
      },
    },
  },
  responses: {
    '201': {
      description: 'The widget.',
      headers: {'x-ratelimit-endpoint-cost': {description: 'Cost.', schema: {type: 'integer'}}},
      content: {'application/json': {schema: {type: 'object', properties: {data: {type: 'object', properties: {id: {type: 'integer'}}}}}, examples: {ok: {value: {data: {id: 7}}}}}},
    },
    '422': {description: 'Invalid.', content: {'application/json': {schema: {type: 'object', properties: {errors: {type: 'object'}}}, example: {errors: {name: ['is required']}}}}},
  },
};

describe('operationToMarkdown', () => {
  const md = operationToMarkdown({title: 'Create a widget', pageUrl: `${SITE}docs/api/widgets-create/`, siteUrl: SITE, curl: "curl -X POST 'https://api.example.com/v2/widgets/1'", operation});

  it('leads with title, method and full URL', () => {
    expect(md.startsWith('# Create a widget\n\n`POST https://api.example.com/v2/widgets/{id}`\n')).toBe(true);
  });

  it('makes the description links absolute', () => {
    expect(md).toContain('[scopes](https://developers.example.com/docs/platform/api-basics/scopes/)');
  });

  it('names the scopes and the other ways to authenticate', () => {
    expect(md).toContain(
      '## Authentication\n\nEither of:\n\n- OAuth 2.0 access token in `Authorization: Bearer <token>`, with scope `widgets:write`.\n- API key in `Authorization: Bearer <api key>`.\n',
    );
  });

  it('has no v2.0 counterpart line, being a v2.0 operation', () => {
    expect(md).not.toContain('counterpart');
  });

  it('tabulates parameters with location, type, required and constraints, escaping pipes', () => {
    expect(md).toContain('| `id` | path | integer (int64) | yes | Widget id \\| number. |');
    expect(md).toContain('| `per_page` | query | integer | no | Page size. (default `25`; minimum 1; maximum 100) |');
  });

  it('lists the request body as a nested list, allOf merged, with its example', () => {
    expect(md).toContain('Content type `application/json`, required.');
    expect(md).toContain('- `name` (string, required): Display name.');
    expect(md).toContain('- `tags` (array of string)');
    expect(md).toContain('- `owner` (object)\n  - `id` (integer)');
    expect(md).toContain('```json\n{\n  "name": "Blue",');
  });

  it('gives every response status its reason, headers, schema and example', () => {
    expect(md).toContain('### 201 Created');
    expect(md).toContain('- `x-ratelimit-endpoint-cost` (integer): Cost.');
    expect(md).toContain('"id": 7');
    expect(md).toContain('### 422 Unprocessable Entity');
    expect(md).toContain('"is required"');
  });

  it('ends with the curl command and the page URL', () => {
    expect(md).toContain("## Example request\n\n```bash\ncurl -X POST 'https://api.example.com/v2/widgets/1'\n```");
    expect(md.trimEnd().endsWith(`Source: ${SITE}docs/api/widgets-create/`)).toBe(true);
  });
});

describe('authSection', () => {
  const schemes = {OAuth2: {type: 'oauth2'}, ApiKey: {type: 'http', scheme: 'bearer'}};

  it('says "Either of:" only when there are several ways', () => {
    expect(authSection({security: [{OAuth2: []}], securitySchemes: schemes})).toEqual(['OAuth 2.0 access token in `Authorization: Bearer <token>`.']);
    expect(authSection({security: [{OAuth2: ['a:read']}, {ApiKey: []}], securitySchemes: schemes})).toEqual([
      'Either of:',
      '',
      '- OAuth 2.0 access token in `Authorization: Bearer <token>`, with scope `a:read`.',
      '- API key in `Authorization: Bearer <api key>`.',
    ]);
  });

  it('needs every scheme of one requirement together, and says when none is needed', () => {
    expect(authSection({security: [{OAuth2: ['a:read'], Custom: ['x']}], securitySchemes: schemes})).toEqual([
      'OAuth 2.0 access token in `Authorization: Bearer <token>`, with scope `a:read`, together with Custom (x).',
    ]);
    expect(authSection({security: []})).toEqual(['No authentication.']);
    expect(authSection({security: [{ApiKey: []}, {}], securitySchemes: schemes})).toEqual(['Either of:', '', '- API key in `Authorization: Bearer <api key>`.', '- No authentication.']);
  });

  it('starts a single-scheme operation without "Either of:"', () => {
    const md = operationToMarkdown({title: 'T', pageUrl: `${SITE}x/`, siteUrl: SITE, operation: {method: 'get', path: '/x', security: [{OAuth2: []}], securitySchemes: schemes}});
    expect(md).toContain('## Authentication\n\nOAuth 2.0 access token in `Authorization: Bearer <token>`.\n');
    expect(md).not.toContain('Either of');
  });
});

describe('the v2.0 counterpart of a v1.0 operation', () => {
  const people = {title: 'List people', url: `${SITE}docs/api/people-index.md`, method: 'get', path: '/v2/people'};
  const map = `${SITE}docs/api/migrating-from-v1.md`;

  it('names the counterpart with its Markdown link, method and path, or says there is none', () => {
    expect(counterpartLine([people], map)).toBe(
      `v2.0 counterpart: [List people](${SITE}docs/api/people-index.md) \`GET /v2/people\`. See the [migration map](${map}) for every v1.0 operation.`,
    );
    expect(counterpartLine([people, {...people, title: 'Search [beta]', method: 'post', path: '/v2/people/search'}])).toBe(
      `v2.0 counterparts: [List people](${SITE}docs/api/people-index.md) \`GET /v2/people\`; [Search \\[beta\\]](${SITE}docs/api/people-index.md) \`POST /v2/people/search\`.`,
    );
    expect(counterpartLine([], map)).toBe(`No v2.0 counterpart. See the [migration map](${map}) for every v1.0 operation.`);
  });

  it('puts it right below method and path, as the page does', () => {
    const md = operationToMarkdown({
      title: 'List people (legacy)',
      pageUrl: `${SITE}docs/api/1.0/public-api-v-1-people-index/`,
      siteUrl: SITE,
      operation: {method: 'get', path: '/people.json', servers: [{url: 'https://api.example.com/public_api/v1'}], description: 'Lists people.'},
      v2Counterparts: [people],
      migrationMapUrl: map,
    });
    expect(md.startsWith(`# List people (legacy)\n\n\`GET https://api.example.com/public_api/v1/people.json\`\n\nv2.0 counterpart: [List people](${SITE}docs/api/people-index.md) \`GET /v2/people\`.`)).toBe(true);
    expect(md.indexOf('v2.0 counterpart')).toBeLessThan(md.indexOf('Lists people.'));
    const none = operationToMarkdown({title: 'T', pageUrl: `${SITE}x/`, siteUrl: SITE, operation: {method: 'get', path: '/x'}, v2Counterparts: []});
    expect(none).toContain('`GET /x`\n\nNo v2.0 counterpart.\n');
  });
});

describe('schema helpers', () => {
  it('names types the way a reader says them', () => {
    expect(typeOf({type: 'string', format: 'date-time', nullable: true})).toBe('string (date-time), nullable');
    expect(typeOf({type: 'array', items: {type: 'integer'}})).toBe('array of integer');
    expect(typeOf({oneOf: [{type: 'string'}, {type: 'integer'}]})).toBe('string or integer');
    expect(typeOf(undefined)).toBe('any');
  });

  it('merges allOf members', () => {
    const merged = mergeAllOf({allOf: [{required: ['a'], properties: {a: {type: 'string'}}}, {properties: {b: {type: 'integer'}}}]});
    expect(Object.keys(merged.properties)).toEqual(['a', 'b']);
    expect(merged.required).toEqual(['a']);
    expect(merged.type).toBe('object');
  });

  it('stops nesting at a fixed depth', () => {
    let deep: Record<string, unknown> = {type: 'object', properties: {leaf: {type: 'string'}}};
    for (let i = 0; i < 10; i += 1) deep = {type: 'object', properties: {[`level${i}`]: deep}};
    const lines = schemaList(deep, SITE);
    expect(lines.length).toBeLessThan(10);
    expect(lines.at(-1)).toContain('nested further');
  });
});

describe('every generated operation converts', () => {
  const dir = path.resolve(__dirname, '..', '..', 'static', 'openapi', 'operations');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.json')) : [];

  it.skipIf(files.length === 0)('has operations to check (run `npm run gen-api-docs` first)', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it.each(files)('%s', (file) => {
    const op = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const md = operationToMarkdown({title: op.operationId, pageUrl: `${SITE}x/`, siteUrl: SITE, operation: op});
    if (op.method === 'event') {
      // A webhook event (x-webhooks): no method and path of Salesloft's to call; the POST it sends instead.
      expect(md).toContain('Webhook event: Salesloft sends `POST` to the `callback_url`');
      expect(md).toContain('## Subscribing');
    } else {
      expect(md).toContain(`\`${op.method.toUpperCase()} `);
      expect(md).toContain(op.path);
    }
    expect(md).not.toMatch(/\bundefined\b|\[object Object\]/);
    for (const p of op.parameters ?? []) expect(md).toContain(`\`${p.name}\``);
    for (const status of Object.keys(op.responses ?? {})) expect(md).toContain(`### ${status}`);
  });
});

describe('operationToMarkdown: a webhook event', () => {
  const md = operationToMarkdown({
    title: 'person_updated',
    pageUrl: `${SITE}docs/api/webhook-person-updated/`,
    siteUrl: SITE,
    delivery: 'POST /salesloft/webhooks HTTP/1.1\nx-salesloft-event: person_updated\n\n{"id":1}',
    operation: {
      method: 'event',
      path: 'webhook',
      description: 'Fires when a person changes.',
      'x-salesloft-scopes': ['people:read'],
      parameters: [{name: 'x-salesloft-event', in: 'header', required: true, description: 'The event.', schema: {type: 'string'}}],
      requestBody: {required: true, content: {'application/json': {schema: {type: 'object', properties: {id: {type: 'integer'}}}, example: {id: 1}}}},
      responses: {'204': {description: 'Acknowledged.'}},
    },
  });

  it('says who sends what to where, and the scope needed to subscribe, instead of method, URL and authentication', () => {
    expect(md).toMatch(/^# person_updated\n\nWebhook event: Salesloft sends `POST` to the `callback_url` of every subscription to `person_updated`.\n\nFires when a person changes.\n\n## Subscribing\n\nThe credentials that create the subscription need `people:read`.\n/);
    expect(md).not.toContain('EVENT');
    expect(md).not.toContain('## Authentication');
  });

  it('ends with the example delivery', () => {
    expect(md).toContain('## Example delivery\n\n```http\nPOST /salesloft/webhooks HTTP/1.1\nx-salesloft-event: person_updated\n\n{"id":1}\n```\n\nSource: https://developers.example.com/docs/api/webhook-person-updated/\n');
  });
});
