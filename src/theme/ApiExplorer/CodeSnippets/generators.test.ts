import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {languageTabs} from '../../../../config/openapi';
import {initialExplorerState, type Operation} from '../../ApiItem/explorerState';
import {LANGUAGES} from './generators';
import {requestFromExplorer, requestFromOperation, requestUrl, TOKEN_PLACEHOLDER, type ExplorerValues, type RequestModel, type SampleOperation} from './request';

/*
 * Every operation of both versions, in every language: the operations as the explorer fetches them
 * (static/openapi/operations/, written by `npm run gen-api-docs`, which `npm test` runs first).
 */
const root = path.resolve(__dirname, '../../../..');
const operationsDir = path.join(root, 'static/openapi/operations');
if (!fs.existsSync(operationsDir)) throw new Error('static/openapi/operations/ is missing: run `npm run gen-api-docs` first');

const operations = fs
  .readdirSync(operationsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({slug: file.slice(0, -'.json'.length), operation: JSON.parse(fs.readFileSync(path.join(operationsDir, file), 'utf8')) as SampleOperation & Operation}))
  // Webhook events (x-webhooks, method "event") are requests Salesloft sends, not ones a reader
  // makes: their pages have no explorer and no code samples.
  .filter(({operation}) => operation.method !== 'event');

/** Operations in the assembled specs, to prove the list above is all of them. */
function specOperationCount(): number {
  let count = 0;
  for (const file of fs.readdirSync(path.join(root, 'static/openapi')).filter((f) => f.endsWith('.yaml'))) {
    const spec = parse(fs.readFileSync(path.join(root, 'static/openapi', file), 'utf8')) as {paths: Record<string, Record<string, unknown>>};
    for (const item of Object.values(spec.paths)) count += Object.keys(item).filter((k) => /^(get|put|post|delete|patch|head|options)$/.test(k)).length;
  }
  return count;
}

const TOKEN = 'tok_signed_in_0123';

/** Quotes, dollars, hashes, backslashes and every language's string delimiters. */
const TRICKY: RequestModel = {
  method: 'POST',
  server: 'https://h',
  path: '/x',
  query: [['q', `it's "quoted" $HOME #{x} \\ \`tick\``]],
  headers: [['Authorization', 'Bearer a$b']],
  body: {contentType: 'application/json', text: '{"a": "\'\'\' \\"\\"\\" |} )\\" \\"# \\u0001 ${x}",\n"b": "\nJSON\n\'@\n"}'},
};

/** The explorer's values right after it opens (its own seeding), with a signed-in reader. */
function explorerValues(operation: SampleOperation & Operation): ExplorerValues {
  const state = initialExplorerState(operation, {auth: {}, storedServer: null, pending: {selections: {}}});
  return {
    params: state.params as ExplorerValues['params'],
    body: {type: 'empty'},
    auth: {data: {OAuth2: {token: TOKEN}}, options: {OAuth2: [{key: 'OAuth2'}]}, selected: 'OAuth2'},
  };
}

/** How each sample shows that it sends a body. */
const BODY_MARK: Record<string, RegExp> = {
  python: /\bpayload\b/,
  curl: /--data\b/,
  csharp: /StringContent/,
  go: /strings\.NewReader/,
  nodejs: /\bbody:/,
  ruby: /request\.body\b/,
  php: /CURLOPT_POSTFIELDS/,
  java: /BodyPublishers\.ofString/,
  powershell: /-Body\b/,
  dart: /request\.body\b/,
  javascript: /\bbody:/,
  c: /CURLOPT_POSTFIELDS/,
  'objective-c': /HTTPBody/,
  ocaml: /~body\b/,
  r: /req_body_raw/,
  swift: /httpBody/,
  kotlin: /toRequestBody/,
  rust: /\.body\(/,
};

const hasBody = (operation: SampleOperation) => Boolean(operation.requestBody?.content) && !/^get$/i.test(operation.method);

/** Strips the body text so that a `null` inside a JSON example does not count as a placeholder. */
const outsideBody = (sample: string, request: RequestModel) => (request.body ? sample.split(request.body.text).join('') : sample);

function checkSample(language: string, sample: string, request: RequestModel, operation: SampleOperation, token: string): string[] {
  const problems: string[] = [];
  if (!new RegExp(`\\b${operation.method}\\b`, 'i').test(sample)) problems.push(`method ${operation.method} missing`);
  const urls = [requestUrl(request), requestUrl(request, {brackets: 'raw'})];
  if (!urls.some((url) => sample.includes(url))) problems.push(`URL ${urls[0]} missing`);
  for (const literal of operation.path.split(/{[^}]+}/)) if (literal && !sample.includes(literal)) problems.push(`path part ${literal} missing`);
  for (const param of operation.parameters ?? []) {
    if (!param.required) continue;
    if (param.in === 'query' && !sample.includes(`${encodeURIComponent(param.name)}`) && !sample.includes(param.name)) problems.push(`required ${param.name} missing`);
    if (param.in === 'header' && !sample.includes(param.name)) problems.push(`required header ${param.name} missing`);
  }
  const rest = outsideBody(sample, request);
  if (/\bundefined\b|\[object Object\]|\bNaN\b/.test(rest)) problems.push('undefined/NaN/[object Object] in sample');
  if (/[?&][^=&\s'"`]+=null\b/.test(rest) || /\bnull\b/.test(request.query.flat().join(' ') + request.headers.flat().join(' '))) problems.push('null value');
  // A bare `&name&` or `?name&`: a parameter without a value (upstream printed `per_page&page`).
  if (/[?&][\w%[\]-]+(?=&|['"`\s]|$)/m.test(urls.find((u) => sample.includes(u)) ?? '')) problems.push('bare query parameter');
  if (!sample.includes(`Bearer ${token}`)) problems.push(`Authorization: Bearer ${token} missing`);
  const bodyShown = BODY_MARK[language]!.test(sample);
  if (bodyShown !== hasBody(operation)) problems.push(hasBody(operation) ? 'body missing' : 'body on an operation without one');
  if (request.body && (Boolean(request.body) !== hasBody(operation))) problems.push('model body mismatch');
  return problems;
}

describe('code samples for every operation of both versions', {timeout: 60_000}, () => {
  it('reads every operation of the assembled specs', () => {
    expect(operations.length).toBe(specOperationCount());
    expect(operations.some(({slug}) => slug.startsWith('1.0/'))).toBe(true);
    expect(operations.some(({operation}) => hasBody(operation))).toBe(true);
  });

  for (const language of LANGUAGES) {
    it(`${language.key}: method, URL, required parameters, token, a body exactly when the operation has one, no null/undefined`, () => {
      const failures: string[] = [];
      for (const {slug, operation} of operations) {
        const fromPage = requestFromOperation(operation);
        const fromExplorer = requestFromExplorer(operation, explorerValues(operation));
        for (const [request, token] of [
          [fromPage, TOKEN_PLACEHOLDER],
          [fromExplorer, TOKEN],
        ] as const) {
          const problems = checkSample(language.key, language.generate(request), request, operation, token);
          if (problems.length > 0) failures.push(`${slug}: ${problems.join('; ')}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('the request model', () => {
  const people = operations.find(({slug}) => slug === 'people-index')!.operation;

  it('leaves unset optional query parameters out and writes set ones once each', () => {
    const values = explorerValues(people);
    const query = values.params.query!.map((p) => ({...p, value: p.name === 'per_page' ? '50' : p.name === 'ids' ? ['1', '2'] : p.name === 'page' ? '' : undefined}));
    const request = requestFromExplorer(people, {...values, params: {...values.params, query}});
    expect(request.query).toEqual([
      ['per_page', '50'],
      ['ids[]', '1'],
      ['ids[]', '2'],
    ]);
    expect(requestUrl(request)).toBe('https://api.salesloft.com/v2/people?per_page=50&ids%5B%5D=1&ids%5B%5D=2');
    expect(requestUrl(request, {brackets: 'raw'})).toBe('https://api.salesloft.com/v2/people?per_page=50&ids[]=1&ids[]=2');
  });

  it('decodes what the explorer’s inputs store encoded, and encodes it once for the URL', () => {
    const values = explorerValues(people);
    const query = values.params.query!.map((p) => ({...p, value: p.name === '_query' ? encodeURIComponent('Pat & co') : undefined}));
    const request = requestFromExplorer(people, {...values, params: {...values.params, query}});
    expect(request.query).toEqual([['_query', 'Pat & co']]);
    expect(requestUrl(request)).toContain('_query=Pat%20%26%20co');
  });

  it('uses the signed-in token, else the placeholder; the chosen server; the edited body', () => {
    const create = operations.find(({slug}) => slug === 'people-create')!.operation;
    const values = explorerValues(create);
    const edited = requestFromExplorer(create, {
      ...values,
      server: {url: 'https://sandbox.example/'},
      body: {type: 'raw', content: {type: 'string', value: '{"first_name": "Ada"}'}},
    });
    expect(edited.server).toBe('https://sandbox.example');
    expect(edited.body).toEqual({contentType: 'application/json', text: '{"first_name": "Ada"}'});
    expect(edited.headers).toContainEqual(['Authorization', `Bearer ${TOKEN}`]);
    const signedOut = requestFromExplorer(create, {...values, auth: {data: {OAuth2: {token: undefined}}, options: {OAuth2: [{key: 'OAuth2'}]}, selected: 'OAuth2'}});
    expect(signedOut.headers).toContainEqual(['Authorization', `Bearer ${TOKEN_PLACEHOLDER}`]);
  });

  it('sends no body on a GET or on a DELETE without one', () => {
    for (const {operation} of operations.filter(({operation}) => /^(get|delete)$/i.test(operation.method) && !operation.requestBody)) {
      expect(requestFromOperation(operation).body).toBeUndefined();
    }
    const withBody = {...people, requestBody: {content: {'application/json': {example: {a: 1}}}}};
    expect(requestFromOperation(withBody).body).toBeUndefined();
  });

  it('keeps a visible placeholder for a required value nobody filled in', () => {
    const op: SampleOperation = {
      method: 'get',
      path: '/v2/things/{id}',
      parameters: [
        {name: 'id', in: 'path', required: true},
        {name: 'since', in: 'query', required: true},
      ],
      security: [],
    };
    const request = requestFromOperation(op);
    expect(request.path).toBe('/v2/things/{id}');
    expect(request.query).toEqual([['since', '<since>']]);
    expect(requestUrl(request)).toBe('/v2/things/{id}?since=<since>');
    expect(request.headers).toEqual([]);
  });
});

describe('every language says the same request', () => {
  const create = operations.find(({slug}) => slug === 'people-create')!.operation;
  const request = requestFromExplorer(create, explorerValues(create));

  it('the same URL, token and body fields in all eighteen', () => {
    expect(LANGUAGES.map((l) => l.key)).toEqual([
      'python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell', 'dart', 'javascript', 'c', 'objective-c', 'ocaml', 'r', 'swift', 'kotlin', 'rust',
    ]);
    // The light panel counts the languages from the site config: the two lists must agree.
    expect(languageTabs.map((tab) => tab.language)).toEqual(LANGUAGES.map((l) => l.key));
    for (const language of LANGUAGES) {
      const sample = language.generate(request);
      expect(sample, language.key).toContain(language.key === 'curl' ? requestUrl(request, {brackets: 'raw'}) : requestUrl(request));
      expect(sample, language.key).toContain(TOKEN);
      expect(sample, language.key).toContain('email_address');
      expect(sample, language.key).toContain('pat.johnson@example.com');
    }
  });

  it('strings that need escaping stay one literal in each language', () => {
    // Each one's syntax is checked below, where a checker is available.
    for (const language of LANGUAGES) expect(() => language.generate(TRICKY), language.key).not.toThrow();
  });
});

describe('curl, the sample of the page and of the explorer', () => {
  /** The words a shell passes to curl for the sample: `curl` is a function that prints its arguments. */
  function shellWords(samples: string[]): string[][] {
    const script = ['curl() { printf \'%s\\0\' "$@"; printf \'\\1\'; }', ...samples].join('\n');
    const result = spawnSync('bash', ['-c', script], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return result.stdout
      .split('\u0001')
      .slice(0, -1)
      .map((words) => words.split('\0').slice(0, -1));
  }

  /** What curl must receive for a request: one word per option and value, nothing else. */
  function expectedWords(request: RequestModel): string[] {
    const url = requestUrl(request, {brackets: 'raw'});
    return [
      ...(/[[\]{}]/.test(url) ? ['--globoff'] : []),
      '-X',
      request.method,
      url,
      ...request.headers.flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      ...(request.body ? ['--data', request.body.text] : []),
    ];
  }

  const curl = LANGUAGES.find((l) => l.key === 'curl')!;

  it('puts one option on a line, each continued to the next with a backslash', () => {
    const request = requestFromOperation(operations.find(({slug}) => slug === 'people-create')!.operation);
    const lines = curl.generate(request).split('\n');
    expect(lines[0]).toBe("curl -X POST 'https://api.salesloft.com/v2/people' \\");
    expect(lines[1]).toBe("  -H 'Accept: application/json' \\");
    expect(lines[2]).toBe("  -H 'Content-Type: application/json' \\");
    expect(lines[3]).toBe("  -H 'Authorization: Bearer <YOUR_ACCESS_TOKEN>' \\");
    expect(lines[4]).toBe("  --data '{");
    expect(curl.generate(request)).not.toContain('\\n');
  });

  it('reaches curl as exactly the request, word for word, for every operation and for strings that need quoting', () => {
    const requests = [
      ...operations.flatMap(({operation}) => [requestFromOperation(operation), requestFromExplorer(operation, explorerValues(operation))]),
      TRICKY,
      {...TRICKY, body: {contentType: 'application/json', text: "it's \\\n$(date) `id` \\' '\\''"}},
    ];
    expect(shellWords(requests.map((request) => curl.generate(request)))).toEqual(requests.map(expectedWords));
  });

  it('is the same text on the page as in the explorer that has just opened, for a reader not signed in', () => {
    const different: string[] = [];
    for (const {slug, operation} of operations) {
      const state = initialExplorerState(operation, {auth: {}, storedServer: null, pending: {selections: {}}});
      const signedOut = {
        params: state.params as ExplorerValues['params'],
        server: {url: operation.servers?.[0]?.url ?? ''},
        body: {type: 'empty'},
        contentType: (state.contentType as {value?: string}).value,
        accept: (state.accept as {value?: string}).value,
        auth: {data: {OAuth2: {}}, options: {OAuth2: [{key: 'OAuth2'}]}, selected: 'OAuth2'},
      };
      if (curl.generate(requestFromOperation(operation)) !== curl.generate(requestFromExplorer(operation, signedOut))) different.push(slug);
    }
    expect(different).toEqual([]);
  });
});

/** Writes samples to files and runs a checker over them; returns the checker's complaints. */
function runChecker(name: string, files: Record<string, string>, command: (paths: string[]) => [string, string[]]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `snippets-${name}-`));
  tempDirs.push(dir);
  const paths = Object.entries(files).map(([file, text]) => {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, text);
    return full;
  });
  const [cmd, args] = command(paths);
  const result = spawnSync(cmd, args, {encoding: 'utf8', cwd: dir, maxBuffer: 64 * 1024 * 1024});
  return result.status === 0 ? '' : `${result.stdout}\n${result.stderr}`.trim() || `exit ${result.status}`;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, {recursive: true, force: true});
});

const available = (command: string, args: string[]) => spawnSync(command, args, {encoding: 'utf8'}).status === 0;

/** The samples of one language for every operation (page and explorer variants) and the tricky strings. */
function samplesOf(key: string): [string, string][] {
  const language = LANGUAGES.find((l) => l.key === key)!;
  const out: [string, string][] = [];
  operations.forEach(({slug, operation}, i) => {
    out.push([`${i}-page-${slug.replace(/\W/g, '_')}`, language.generate(requestFromOperation(operation))]);
    out.push([`${i}-explorer-${slug.replace(/\W/g, '_')}`, language.generate(requestFromExplorer(operation, explorerValues(operation)))]);
  });
  out.push(['tricky', language.generate(TRICKY)]);
  return out;
}

// Hundreds of files through external checkers: slow on a busy machine.
const CHECKER_TIMEOUT = 180_000;

describe('the samples parse in their language', {timeout: CHECKER_TIMEOUT}, () => {
  it('shell (bash -n)', () => {
    const files = Object.fromEntries(samplesOf('curl').map(([name, text]) => [`${name}.sh`, `${text}\n`]));
    expect(runChecker('sh', files, (paths) => ['bash', ['-c', 'for f; do bash -n "$f" || exit 1; done', 'check', ...paths]])).toBe('');
  });

  it('Python (python3 -m py_compile)', () => {
    const files = Object.fromEntries(samplesOf('python').map(([name, text]) => [`s_${name.replace(/-/g, '_')}.py`, `${text}\n`]));
    expect(runChecker('py', files, (paths) => ['python3', ['-m', 'py_compile', ...paths]])).toBe('');
  });

  for (const key of ['nodejs', 'javascript']) {
    it(`${key} (node --check)`, () => {
      // One file, each sample in a block of its own: one node process instead of hundreds.
      const text = samplesOf(key)
        .map(([name, sample]) => `// ${name}\n{\n${sample}\n}\n`)
        .join('\n');
      expect(runChecker(key, {'samples.js': text}, (paths) => [process.execPath, ['--check', ...paths]])).toBe('');
      // Each on its own too, for a handful (a block can hide a statement that only works inside one).
      for (const [name, sample] of samplesOf(key).slice(0, 4)) {
        expect(runChecker(key, {[`${name}.js`]: sample}, (paths) => [process.execPath, ['--check', ...paths]]), name).toBe('');
      }
    });
  }

  // Not on a stock CI machine; checked where a JDK is installed.
  it.skipIf(!available('javac', ['-version']))('Java (javac, where installed)', () => {
    // One compilation: each sample's class gets a name of its own.
    const files = Object.fromEntries(samplesOf('java').map(([, text], i) => [`Main${i}.java`, text.replace('public class Main ', `public class Main${i} `)]));
    expect(runChecker('java', files, (paths) => ['javac', ['-d', 'classes', ...paths]])).toBe('');
  });
});
