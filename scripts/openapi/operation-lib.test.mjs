import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {curlSample, decodeApiFrontMatter, dropUnusedImports, frontMatterOf, parseSearchKeywords, plainSummary, rewriteApiPage, shellQuote, unknownKeywordSlugs, webhookPageBody} from './operation-lib.mjs';

const securitySchemes = {
  OAuth2: {type: 'oauth2', flows: {}},
  ApiKey: {type: 'http', scheme: 'bearer'},
};
const ok = {200: {content: {'application/json': {schema: {type: 'object'}}}}};

const listPeople = {
  method: 'get',
  path: '/v2/people',
  servers: [{url: 'https://api.salesloft.com'}],
  parameters: [
    {name: 'per_page', in: 'query', schema: {type: 'integer', default: 25}},
    {name: 'email_addresses', in: 'query', schema: {type: 'array', items: {type: 'string'}}, example: ['pat@example.com']},
  ],
  security: [{OAuth2: ['people:read']}, {ApiKey: []}],
  securitySchemes,
  responses: ok,
};

describe('curlSample', () => {
  it('writes method, URL, Accept and the bearer token placeholder; optional parameters stay out', () => {
    expect(curlSample(listPeople)).toBe(
      ["curl -X GET 'https://api.salesloft.com/v2/people'", "-H 'Accept: application/json'", "-H 'Authorization: Bearer <YOUR_ACCESS_TOKEN>'"].join(' \\\n  '),
    );
  });

  it('fills path parameters from their examples and adds required query parameters', () => {
    const op = {
      method: 'delete',
      path: '/v2/people/{id}/tags/{tag}',
      servers: [{url: 'https://api.salesloft.com/'}],
      parameters: [
        {name: 'id', in: 'path', required: true, example: 1234},
        {name: 'tag', in: 'path', required: true, schema: {type: 'string'}},
        {name: 'ids', in: 'query', required: true, schema: {type: 'array', items: {type: 'integer'}}, example: [1, 2]},
        {name: 'since', in: 'query', required: true, schema: {type: 'string'}},
        {name: 'q', in: 'query', required: true, example: 'a&b c'},
      ],
      security: [],
      responses: {204: {description: 'Deleted'}},
    };
    expect(curlSample(op)).toBe("curl --globoff -X DELETE 'https://api.salesloft.com/v2/people/1234/tags/{tag}?ids[]=1&ids[]=2&since=<since>&q=a%26b%20c'");
  });

  it('sends the example body as JSON, quoting single quotes for the shell', () => {
    const op = {
      method: 'post',
      path: '/v2/notes',
      parameters: [],
      requestBody: {content: {'application/json': {example: {content: "It's done", associated_with_id: 1}}}},
      jsonRequestBodyExample: {content: 'string'},
      security: [{OAuth2: []}],
      securitySchemes,
      responses: ok,
    };
    expect(curlSample(op, 'https://sandbox.example')).toBe(
      [
        "curl -X POST 'https://sandbox.example/v2/notes'",
        "-H 'Accept: application/json'",
        "-H 'Content-Type: application/json'",
        "-H 'Authorization: Bearer <YOUR_ACCESS_TOKEN>'",
        `--data '{\n  "content": "It'\\''s done",\n  "associated_with_id": 1\n}'`,
      ].join(' \\\n  '),
    );
  });

  it('falls back to the body example generated from the schema, form-encoded for a form', () => {
    const form = {
      method: 'post',
      path: '/upload',
      requestBody: {content: {'application/x-www-form-urlencoded': {}}},
      jsonRequestBodyExample: {name: 'x y'},
      security: [{}],
    };
    expect(curlSample(form, 'https://h')).toBe(
      ["curl -X POST 'https://h/upload'", "-H 'Content-Type: application/x-www-form-urlencoded'", "--data 'name=x+y'"].join(' \\\n  '),
    );
  });

  it('sends no body on a GET, even when the spec gives one', () => {
    const op = {method: 'get', path: '/x', requestBody: {content: {'application/json': {example: {a: 1}}}}, security: []};
    expect(curlSample(op, 'https://h')).toBe("curl -X GET 'https://h/x'");
  });

  it('quotes anything a spec could put in a URL or header so the shell sees one word', () => {
    expect(shellQuote("a'b $(rm -rf /) `x` \"q\"")).toBe(`'a'\\''b $(rm -rf /) \`x\` "q"'`);
    const op = {method: 'get', path: "/x/{p}", parameters: [{name: 'p', in: 'path', example: "'; rm -rf / #"}], security: []};
    expect(curlSample(op, 'https://h')).toBe("curl -X GET 'https://h/x/'\\''%3B%20rm%20-rf%20%2F%20%23'");
  });
});

describe('rewriteApiPage', () => {
  const encoded = zlib.deflateSync(Buffer.from(JSON.stringify(listPeople))).toString('base64');
  const page = `---\nid: people-index\ntitle: "List people"\napi: ${encoded}\nsidebar_class_name: "get api-method"\n---\n\nimport X from "y";\n\nBody <X /> text.\n`;

  it('decodes the operation the openapi plugin encoded', () => {
    expect(decodeApiFrontMatter(encoded)).toEqual(listPeople);
  });

  it('replaces the encoded operation with what the page shows at once, keeping the rest', () => {
    const {text, operation} = rewriteApiPage(page, '/openapi/operations/people-index.json');
    expect(operation).toEqual(listPeople);
    const [, head, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
    expect(parse(head)).toEqual({
      id: 'people-index',
      title: 'List people',
      api: {method: 'get', path: '/v2/people', server: 'https://api.salesloft.com', operation: '/openapi/operations/people-index.json'},
      api_curl: curlSample(listPeople),
      sidebar_class_name: 'get api-method',
    });
    expect(body).toBe('\nimport X from "y";\n\nBody <X /> text.\n');
  });

  it('writes the search keywords it is given as the keywords front matter, and none when there are none', () => {
    const {text} = rewriteApiPage(page, '/x.json', ['look up', 'contact']);
    expect(frontMatterOf(text).keywords).toEqual(['look up', 'contact']);
    expect(frontMatterOf(rewriteApiPage(page, '/x.json').text)).not.toHaveProperty('keywords');
  });

  it("writes the description as the first sentence of the operation's, in plain text", () => {
    const described = {...listPeople, description: 'Returns the people you can see. Filter with `person_stage_id[]`, see [Filtering](/docs/platform/x/).'};
    const withDescription = page.replace('title: "List people"\n', 'title: "List people"\ndescription: "Returns the people you can see. Filter with `person_stage_id[]`, see"\n');
    const encodedDescribed = zlib.deflateSync(Buffer.from(JSON.stringify(described))).toString('base64');
    const {text} = rewriteApiPage(withDescription.replace(encoded, encodedDescribed), '/x.json');
    expect(frontMatterOf(text).description).toBe('Returns the people you can see.');
  });

  it('leaves pages without an encoded operation alone', () => {
    const info = '---\nid: salesloft-api\ntitle: "Salesloft API"\n---\n\nHello\n';
    expect(rewriteApiPage(info, '/x.json')).toEqual({text: info, operation: null});
  });
});

describe('search keywords (openapi/search-keywords.json)', () => {
  it('reads page slug -> keywords, trimmed', () => {
    expect(parseSearchKeywords('{"people-index": [" contacts ", "find by email"], "me-index": []}')).toEqual(
      new Map([
        ['people-index', ['contacts', 'find by email']],
        ['me-index', []],
      ]),
    );
  });

  it('refuses what is not an object of lists of keywords, naming the slug', () => {
    expect(() => parseSearchKeywords('{"people-index": ["contacts",]}')).toThrow(/^not JSON/);
    expect(() => parseSearchKeywords('["contacts"]')).toThrow(/expected an object of page slug -> list of keywords/);
    expect(() => parseSearchKeywords('{"people-index": "contacts"}')).toThrow('"people-index" must be a list of keywords');
    expect(() => parseSearchKeywords('{"people-index": ["contacts, prospects"]}')).toThrow('"people-index" must be a list of keywords (non-empty strings without commas)');
    expect(() => parseSearchKeywords('{"people-index": ["  "]}')).toThrow('"people-index"');
  });

  it('names the slugs with keywords that no page has', () => {
    const keywords = parseSearchKeywords('{"people-index": ["contacts"], "peple-index": ["typo"], "gone-index": []}');
    expect(unknownKeywordSlugs(keywords, new Set(['people-index']))).toEqual(['peple-index']);
  });
});

describe('plainSummary', () => {
  it('keeps the first sentence and drops inline code, link, emphasis and HTML marks', () => {
    expect(plainSummary('Gives every task in `task_ids` the same new `due_date`. Check them with [List tasks](/docs/api/tasks-index/).')).toBe(
      'Gives every task in task_ids the same new due_date.',
    );
    expect(plainSummary('A **bold** and *quiet* <b>word</b> with per_page and e.g. more. Next one.')).toBe('A bold and quiet word with per_page and e.g. more.');
    expect(plainSummary('Version 1.5 of it.')).toBe('Version 1.5 of it.');
    expect(plainSummary(undefined)).toBe('');
  });

  it('cuts a long sentence at a word, with an ellipsis', () => {
    const long = `Returns ${'many words '.repeat(30)}in the end.`;
    const summary = plainSummary(long);
    expect(summary.length).toBeLessThanOrEqual(161);
    expect(summary.endsWith('…')).toBe(true);
    const kept = summary.slice(0, -1);
    expect(long.startsWith(`${kept} `)).toBe(true);
  });
});

describe('dropUnusedImports', () => {
  it('keeps imports the page uses as elements or in expressions and drops the rest', () => {
    const page = [
      'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
      'import OperationTabs from "@theme/OperationTabs";',
      'import TabItem from "@theme/TabItem";',
      'import Translate from "@docusaurus/Translate";',
      'import Heading from "@theme/Heading";',
      '',
      '<MethodEndpoint method={"get"} />',
      '<Heading as={"h2"}><Translate id="x">Request</Translate></Heading>',
      '{TabItem ? null : null}',
      'OperationTabs are mentioned in prose only as OperationTabsLike.',
      '',
    ].join('\n');
    expect(dropUnusedImports(page)).toBe(page.replace('import OperationTabs from "@theme/OperationTabs";\n', ''));
  });
});

describe('frontMatterOf', () => {
  const tagPage = [
    '---',
    'id: people',
    'title: "People"',
    '---',
    '',
    'A person is a prospect.',
    '',
    '```mdx-code-block',
    "import DocCardList from '@theme/DocCardList';",
    "import {useCurrentSidebarCategory} from '@docusaurus/theme-common';",
    '',
    '<DocCardList items={useCurrentSidebarCategory().items}/>',
    '```',
    '',
  ].join('\n');

  it('reads front matter', () => {
    expect(frontMatterOf(tagPage)).toEqual({id: 'people', title: 'People'});
    expect(frontMatterOf('no front matter')).toEqual({});
  });

});

describe('rewriteApiPage: a webhook event page (x-webhooks, method "event")', () => {
  const example = {id: 5012, first_name: 'Dana'};
  const signature = 'c'.repeat(40);
  const event = {
    method: 'event',
    path: 'webhook',
    description: 'Salesloft posts this webhook when a person is changed. More.',
    'x-salesloft-scopes': ['people:read'],
    parameters: [
      {name: 'x-salesloft-event', in: 'header', example: 'person_updated'},
      {name: 'x-salesloft-signature', in: 'header', example: signature},
    ],
    requestBody: {content: {'application/json': {example}}},
    responses: {204: {description: 'Acknowledged.'}},
  };
  const encoded = zlib.deflateSync(Buffer.from(JSON.stringify(event))).toString('base64');
  const method = '<MethodEndpoint\n  method={"event"}\n  path={"webhook"}\n  context={"endpoint"}\n>\n  \n</MethodEndpoint>';
  const page = `---\nid: webhook-person-updated\ntitle: "person_updated"\ndescription: "x"\napi: ${encoded}\n---\n\nimport MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\nimport Heading from "@theme/Heading";\n\n<Heading as={"h1"} children={"person_updated"} />\n\n${method}\n\nText.\n`;

  it('keeps the event, its scopes, the example delivery and the tool link instead of an explorer', () => {
    const {text, operation, webhook} = rewriteApiPage(page, '/openapi/operations/webhook-person-updated.json');
    expect(webhook).toBe('person_updated');
    expect(operation).toEqual(event);
    const front = frontMatterOf(text);
    expect(front.api).toBeUndefined();
    expect(front.api_curl).toBeUndefined();
    expect(front.description).toBe('Salesloft posts this webhook when a person is changed.');
    expect(front.webhook).toEqual({
      event: 'person_updated',
      scopes: ['people:read'],
      synchronous: false,
      delivery_base64: Buffer.from(`POST /salesloft/webhooks HTTP/1.1\nHost: hooks.example.com\nContent-Type: application/json\nx-salesloft-event: person_updated\nx-salesloft-signature: ${signature}\n\n{"id":5012,"first_name":"Dana"}`).toString('base64'),
      tool: '/docs/platform/webhooks/delivery-headers/?event=person_updated#signature-tool',
      operation: '/openapi/operations/webhook-person-updated.json',
    });
    // Searched with (src/search): the event's name is one word in the title, its words are here.
    expect(front.keywords).toEqual(['person updated webhook', 'person updated event']);
  });

  // The body is the page generator's (page-generators.mjs, webhookPageBody): this keeps it as is.
  it('keeps the body it is given', () => {
    const {text} = rewriteApiPage(page, '/x.json');
    expect(text.slice(text.indexOf('\n---\n', 4) + 5)).toBe(page.slice(page.indexOf('\n---\n', 4) + 5));
  });

  it('replaces the "EVENT webhook" line by the POST a receiver gets (webhookPageBody), whose import then goes', () => {
    const body = page.slice(page.indexOf('\n---\n', 4) + 5);
    const text = dropUnusedImports(webhookPageBody(body, 'person_updated'));
    expect(text).not.toContain('MethodEndpoint');
    expect(text).toContain('<p className="api-webhook__request"><span className="api-post">POST</span> <code>{"callback_url"}</code>{" of a subscription to "}<code>{"person_updated"}</code></p>');
  });

  it('finds no method line in a webhook page of another form', () => {
    expect(webhookPageBody(page.replace(method, ''), 'person_updated')).toBeNull();
  });
});
