import {execFile} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/*
 * What a reader copies from an operation page must run. For a set of operations of both versions
 * (a GET with a query parameter, a POST and a PUT with a JSON body, a DELETE, a v1 POST), this takes
 * every code block a reader can copy, as the page shows it after hydration and as its copy button
 * puts it on the clipboard: the curl block shown before the explorer opens, and the explorer's
 * eighteen language tabs. Each sample is syntax-checked where a checker ships with a stock machine
 * (bash, python3, node, gcc), and the curl, Python and Node.js samples are run against a local echo
 * server standing in for https://api.salesloft.com: the request that arrives must be the one the
 * spec documents (method, path, query, headers, JSON body).
 */

const API = 'https://api.salesloft.com';
const PLACEHOLDER_AUTH = 'Bearer <YOUR_ACCESS_TOKEN>';
const run = promisify(execFile);

interface Case {
  route: string;
  /** The operation's JSON as the site serves it (the spec's example lives there). */
  operation: string;
  method: string;
  path: string;
  query: [string, string][];
  /** The Accept header the samples send: the type of the documented 2xx response, none without one. */
  accept: string | null;
  /** Whether the request carries the spec's JSON body example. */
  body: boolean;
}

const CASES: Case[] = [
  {route: '/docs/api/phone-numbers-caller-ids-index/', operation: '/openapi/operations/phone-numbers-caller-ids-index.json', method: 'GET', path: '/v2/phone_numbers/caller_ids', query: [['phone_number', '+14045550172']], accept: 'application/json', body: false},
  {route: '/docs/api/people-create/', operation: '/openapi/operations/people-create.json', method: 'POST', path: '/v2/people', query: [], accept: 'application/json', body: true},
  {route: '/docs/api/people-update/', operation: '/openapi/operations/people-update.json', method: 'PUT', path: '/v2/people/1234', query: [], accept: 'application/json', body: true},
  {route: '/docs/api/people-destroy/', operation: '/openapi/operations/people-destroy.json', method: 'DELETE', path: '/v2/people/1234', query: [], accept: null, body: false},
  {
    route: '/docs/api/1.0/public-api-v-1-companies-create/',
    operation: '/openapi/operations/1.0/public-api-v-1-companies-create.json',
    method: 'POST',
    path: '/public_api/v1/companies.json',
    query: [],
    accept: 'application/json',
    body: true,
  },
];

/** The eighteen tabs (SPEC 9) by their data-language key. */
const LANGUAGE_KEYS = ['python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell', 'dart', 'javascript', 'c', 'objective-c', 'ocaml', 'r', 'swift', 'kotlin', 'rust'];

// ---------------------------------------------------------------------------------------------
// The echo server: records each request and answers 200 with an empty JSON object.

interface Received {
  method: string;
  path: string;
  query: [string, string][];
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startEcho(): Promise<{origin: string; received: Received[]; close: () => Promise<void>}> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://echo');
      received.push({method: req.method ?? '', path: url.pathname, query: [...url.searchParams.entries()], headers: req.headers, body: Buffer.concat(chunks).toString('utf8')});
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {origin: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

// ---------------------------------------------------------------------------------------------
// Checkers and runners. Each returns '' when all is well, else what went wrong.

const tempDirs: string[] = [];
test.afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, {recursive: true, force: true});
});

function writeTemp(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-run-'));
  tempDirs.push(dir);
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function outcome(command: string, args: string[]): Promise<string> {
  try {
    await run(command, args, {timeout: 30_000});
    return '';
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string; message: string};
    return `${command} ${args.join(' ')}: ${(e.stderr || e.stdout || e.message).trim()}`;
  }
}

/**
 * The samples of each language that a stock Debian machine (python3, gcc, make, Node) can check.
 * C gets a stand-in for <curl/curl.h> (libcurl's headers are not installed there) that declares the
 * part of libcurl the sample calls, so gcc checks the sample's own syntax and string literals.
 */
const CURL_H = `#include <stddef.h>
typedef void CURL;
typedef int CURLcode;
typedef int CURLoption;
struct curl_slist;
#define CURLE_OK 0
#define CURLOPT_CUSTOMREQUEST 10036
#define CURLOPT_URL 10002
#define CURLOPT_HTTPHEADER 10023
#define CURLOPT_POSTFIELDS 10015
CURL *curl_easy_init(void);
CURLcode curl_easy_setopt(CURL *curl, CURLoption option, ...);
CURLcode curl_easy_perform(CURL *curl);
void curl_easy_cleanup(CURL *curl);
const char *curl_easy_strerror(CURLcode code);
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text);
void curl_slist_free_all(struct curl_slist *list);
`;

async function syntaxProblem(language: string, sample: string): Promise<string | null> {
  switch (language) {
    case 'curl':
      return outcome('bash', ['-n', writeTemp('sample.sh', `${sample}\n`)]);
    case 'python':
      return outcome('python3', ['-m', 'py_compile', writeTemp('sample.py', `${sample}\n`)]);
    case 'nodejs':
    case 'javascript':
      return outcome(process.execPath, ['--check', writeTemp('sample.js', `${sample}\n`)]);
    case 'c': {
      const file = writeTemp('sample.c', `${sample}\n`);
      fs.mkdirSync(path.join(path.dirname(file), 'curl'));
      fs.writeFileSync(path.join(path.dirname(file), 'curl', 'curl.h'), CURL_H);
      return outcome('gcc', ['-fsyntax-only', '-Wall', '-Werror', '-I', path.dirname(file), file]);
    }
    default:
      return null;
  }
}

/** Whether python3 can import the module the Python sample uses; checked once. */
let pythonRequests: Promise<boolean> | undefined;
const hasPythonRequests = () => (pythonRequests ??= outcome('python3', ['-c', 'import requests']).then((problem) => problem === ''));

/** Runs a sample with https://api.salesloft.com replaced by the echo server; '' when it exited 0. */
async function runAgainst(language: 'curl' | 'python' | 'nodejs', sample: string, origin: string): Promise<string> {
  const local = sample.split(API).join(origin);
  expect(local, `${language}: the sample names ${API}`).not.toBe(sample);
  if (language === 'curl') return outcome('bash', [writeTemp('run.sh', `set -e\n${local.replace(/^curl /, 'curl --silent --show-error --fail ')}\n`)]);
  if (language === 'python') return outcome('python3', [writeTemp('run.py', `${local}\n`)]);
  return outcome(process.execPath, [writeTemp('run.mjs', `${local}\n`)]);
}

// ---------------------------------------------------------------------------------------------
// What the spec documents for the request.

interface OperationJson {
  requestBody?: {content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>};
  jsonRequestBodyExample?: unknown;
}

async function documentedBody(request: APIRequestContext, operationUrl: string): Promise<unknown> {
  const response = await request.get(operationUrl);
  expect(response.ok(), operationUrl).toBe(true);
  const operation = (await response.json()) as OperationJson;
  const media = operation.requestBody?.content?.['application/json'];
  const named = media?.examples ? Object.values(media.examples)[0]?.value : undefined;
  const body = media?.example ?? named ?? operation.jsonRequestBodyExample;
  expect(body, `${operationUrl}: a JSON body example`).toBeTruthy();
  return body;
}

/** The request that reached the echo server is the documented one. */
function expectDocumentedRequest(got: Received | undefined, c: Case, body: unknown, what: string): void {
  expect(got, `${what}: a request reached the echo server`).toBeTruthy();
  expect(got!.method, what).toBe(c.method);
  expect(got!.path, what).toBe(c.path);
  expect(got!.query, what).toEqual(c.query);
  // Without an Accept of their own, curl, requests and fetch each send their default, */*.
  expect(got!.headers.accept, what).toBe(c.accept ?? '*/*');
  expect(got!.headers.authorization, what).toBe(PLACEHOLDER_AUTH);
  if (c.body) {
    expect(got!.headers['content-type'], what).toMatch(/^application\/json\b/);
    expect(JSON.parse(got!.body) as unknown, what).toEqual(body);
  } else {
    expect(got!.body, what).toBe('');
  }
}

// ---------------------------------------------------------------------------------------------
// The page.

/** The text the copy button of `block` puts on the clipboard. */
async function copiedText(page: Page, block: Locator): Promise<string> {
  const sentinel = `nothing copied yet ${Math.random()}`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), sentinel);
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  let text = sentinel;
  await expect
    .poll(async () => {
      text = await page.evaluate(() => navigator.clipboard.readText());
      return text;
    })
    .not.toBe(sentinel);
  return text;
}

/** The code as the page shows it: the text of its rendered lines, one per line. */
async function shownText(code: Locator): Promise<string> {
  await expect(code.locator('.token-line').first()).toBeVisible();
  return (await code.locator('.token-line').allTextContents()).map((line) => line.replace(/\n$/, '')).join('\n');
}

test.describe('code a reader copies runs', () => {
  test.describe.configure({timeout: 240_000});
  let echo: Awaited<ReturnType<typeof startEcho>>;
  test.beforeAll(async () => {
    echo = await startEcho();
  });
  test.afterAll(async () => {
    await echo.close();
  });

  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  for (const c of CASES) {
    test(`${c.method} ${c.path}: the page's curl block and all eighteen explorer samples, shown and copied`, async ({page, request}) => {
      const body = c.body ? await documentedBody(request, c.operation) : undefined;
      // The panel opens the explorer as soon as the pointer reaches it, and the explorer takes the
      // curl block's place once the operation has arrived: held back here until the block is copied.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/openapi/operations/**', async (route) => {
        await held;
        await route.continue();
      });
      await gotoHydrated(page, c.route);

      // Before the explorer: the light panel's curl block.
      const panel = page.getByRole('region', {name: 'Try this request'});
      const staticBlock = panel.locator('.theme-code-block');
      const staticShown = await shownText(staticBlock.locator('pre code'));
      expect(staticShown).toMatch(new RegExp(`^curl (--globoff )?-X ${c.method} '${API}`));
      // One option per line, each continued to the next with a backslash at its end; a body's
      // own lines follow inside its quotes.
      expect(staticShown).not.toContain('\\n');
      const lines = staticShown.split('\n');
      const options = lines.slice(0, (lines.findIndex((line) => line.startsWith('  --data ')) + 1 || lines.length) - 1);
      expect(options.length).toBeGreaterThanOrEqual(1);
      for (const line of options) expect(line, 'a continued line').toMatch(/ \\$/);
      const staticCopied = await copiedText(page, staticBlock);
      expect(staticCopied).toBe(staticShown);
      expect(await syntaxProblem('curl', staticCopied)).toBe('');
      echo.received.length = 0;
      expect(await runAgainst('curl', staticCopied, echo.origin)).toBe('');
      expectDocumentedRequest(echo.received[0], c, body, 'the page’s curl block');
      expect(echo.received).toHaveLength(1);

      // The explorer: every language, as shown and as copied. Reaching for the copy button has
      // started loading it (the panel opens the explorer on pointer and click).
      release();
      await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({timeout: 30_000});
      const block = page.locator('.openapi-explorer__code-block').first();
      const samples: Record<string, string> = {};
      for (const key of LANGUAGE_KEYS) {
        const tab = page.getByRole('tablist', {name: 'Code sample language'}).locator(`[data-language="${key}"]`);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const shown = await shownText(block.locator('pre code'));
        const copied = await copiedText(page, block);
        expect(copied, `${key}: the copy button copies what the page shows`).toBe(shown);
        expect(copied, key).not.toMatch(/\bundefined\b|\[object Object\]/);
        expect((await syntaxProblem(key, copied)) ?? '', `${key}: syntax`).toBe('');
        samples[key] = copied;
      }

      // The explorer's curl sample is the page's curl block, character for character (same
      // request model, same formatter; the explorer starts with the documented values).
      expect(samples.curl).toBe(staticCopied);

      for (const language of ['curl', 'python', 'nodejs'] as const) {
        if (language === 'python' && !(await hasPythonRequests())) {
          test.info().annotations.push({type: 'skipped run', description: 'python3 has no `requests` module here: the Python sample was syntax-checked only'});
          continue;
        }
        echo.received.length = 0;
        expect(await runAgainst(language, samples[language]!, echo.origin), `${language}: runs`).toBe('');
        expectDocumentedRequest(echo.received[0], c, body, `the explorer’s ${language} sample`);
        expect(echo.received).toHaveLength(1);
      }
    });
  }
});
