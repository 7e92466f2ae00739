/**
 * Post-processing of the generated operation pages (docs/api/**\/*.api.mdx), run by generate.mjs.
 *
 * docusaurus-plugin-openapi-docs stores the whole operation in the page's front matter as `api`:
 * zlib-compressed, base64-encoded JSON. Front matter travels in each page's first-load JavaScript
 * twice (the MDX module and the doc metadata), yet only the API explorer needs the operation, and
 * the site loads the explorer on interaction. So each operation moves to a static JSON file that the
 * explorer fetches when it opens, and the front matter keeps what the page shows at once: method,
 * path, server and a ready-made curl sample (see src/theme/ApiItem).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import createJiti from 'jiti';
import {parse, stringify} from 'yaml';

/** The operation object the openapi plugin encoded into the `api` front matter value. */
export function decodeApiFrontMatter(value) {
  return JSON.parse(zlib.inflateSync(Buffer.from(value, 'base64')).toString('utf8'));
}

/**
 * The code samples' request model and generators are TypeScript modules of the site
 * (src/theme/ApiExplorer/CodeSnippets); the page's curl sample is written by the same code as the
 * explorer's, so the two cannot drift apart.
 */
const jiti = createJiti(fileURLToPath(import.meta.url));
const snippets = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/theme/ApiExplorer/CodeSnippets');
const {requestFromOperation} = jiti(path.join(snippets, 'request.ts'));
const generators = jiti(path.join(snippets, 'generators.ts'));

/** A shell word in single quotes; a single quote inside becomes '\'' . */
export const shellQuote = generators.shellQuote;

/**
 * The curl command the page shows before the explorer loads: method, URL on `server` (the first
 * server by default) with path parameters and required query parameters filled from their
 * documented values, Accept, Content-Type, `Authorization: Bearer <YOUR_ACCESS_TOKEN>` and the
 * documented body. Every argument is single-quoted, one per line, each line continued with a
 * backslash. The page reads it from its front matter, which reaches the browser intact only with
 * patches/@docusaurus+mdx-loader (unpatched, each continuation showed as a literal `\n`).
 */
export function curlSample(operation, server = operation.servers?.[0]?.url ?? '') {
  return generators.curl(requestFromOperation({...operation, servers: [{url: server}]}));
}

/**
 * Drops the default imports a page never uses. The plugin imports the same components into every
 * operation page (OperationTabs, TabItem) whether it uses them or not, and an unused import still
 * puts its module into the page's first-load JavaScript.
 */
export function dropUnusedImports(text) {
  return text.replace(/^import (\w+) from "[^"]+";\n/gm, (line, name, offset) => {
    const rest = text.slice(0, offset) + text.slice(offset + line.length);
    // Used as an element or inside a JSX expression; a word in prose is not a use.
    return new RegExp(`[<{(,]\\s*${name}\\b`).test(rest) ? line : '';
  });
}

/**
 * The page's description as plain text: the first sentence of the operation's Markdown description,
 * without its inline code, link and emphasis marks, and at most `max` characters (cut at a word,
 * with an ellipsis). The openapi plugin cuts the Markdown itself at about a hundred characters, so
 * the meta description, the tag page's cards and llms.txt showed backticks, link syntax and half a
 * sentence ("... Use `people_addable=true` to offer only").
 */
export function plainSummary(markdown, max = 160) {
  const text = String(markdown ?? '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])\*([^*\s][^*]*)\*(?!\w)/g, '$1$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at . ! or ? followed by a space and a capital letter (not "e.g. the", not "1.5").
  const end = /[.!?](?=\s+[A-Z])/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:(-]+$/, '')}…`;
}

/**
 * Rewrites one generated page: returns the operation (decoded from the `api` front matter) and the
 * page text with `api` replaced by `{method, path, server, operation}` (the last is the URL of the
 * operation's JSON file) and `api_curl`, its description as `plainSummary` writes it, without
 * unused imports, and with its schema props prepared by schema-props.mjs (every allOf combined, no
 * `x-source`). `keywords` (openapi/search-keywords.json: the words readers search the operation
 * with that its title does not say) become the page's `keywords` front matter, which the search
 * records index with its title. Pages without an encoded `api` come back unchanged. Throws when a
 * schema prop cannot be prepared.
 */
export function rewriteApiPage(text, operationUrl, keywords = []) {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const line = frontMatter ? /^api: ([A-Za-z0-9+/=]+)$/m.exec(frontMatter[1]) : null;
  if (!frontMatter || !line) return {text, operation: null};
  const operation = decodeApiFrontMatter(line[1]);
  if (operation.method === 'event') {
    const event = operation.parameters?.find((p) => p?.name === 'x-salesloft-event')?.example;
    const rewritten = typeof event === 'string' ? rewriteWebhookPage(text, frontMatter[1], line[0], operation, event, operationUrl) : null;
    if (rewritten === null) throw new Error('a webhook page (method "event") without its x-salesloft-event example');
    return {text: rewritten, operation, webhook: event};
  }
  const server = operation.servers?.[0]?.url ?? '';
  const replacement = stringify(
    {api: {method: operation.method, path: operation.path, server, operation: operationUrl}, api_curl: curlSample(operation, server), ...(keywords.length > 0 ? {keywords} : {})},
    {lineWidth: 0},
  ).trimEnd();
  const summary = plainSummary(operation.description);
  const head = frontMatter[1]
    .replace(line[0], () => replacement)
    .replace(/^description: .*$/m, (current) => (summary ? `description: ${JSON.stringify(summary)}` : current));
  return {text: `---\n${head}\n---\n${text.slice(frontMatter[0].length)}`, operation};
}

/**
 * openapi/search-keywords.json as data: per operation page (its slug under docs/api/, the
 * operationId), the words readers search it with that its title does not say ("unsubscribe" for
 * Delete a webhook subscription). Site search metadata, not part of the API's description, so it
 * lives beside the specs rather than in them; the benchmarks' scaled spec copies have none. Throws
 * on text that is not an object of lists of non-empty keywords without commas (Docusaurus joins a
 * page's keywords with commas in its `<meta name="keywords">`).
 */
export function parseSearchKeywords(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON (${error.message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('expected an object of page slug -> list of keywords');
  const out = new Map();
  for (const [slug, keywords] of Object.entries(data)) {
    if (!Array.isArray(keywords) || keywords.some((k) => typeof k !== 'string' || k.trim() === '' || k.includes(','))) {
      throw new Error(`"${slug}" must be a list of keywords (non-empty strings without commas)`);
    }
    out.set(slug, keywords.map((k) => k.trim()));
  }
  return out;
}

/** The slugs of `keywords` (parseSearchKeywords) with keywords for a page not among `pages`. */
export const unknownKeywordSlugs = (keywords, pages) => [...keywords].filter(([slug, list]) => list.length > 0 && !pages.has(slug)).map(([slug]) => slug);

/** The path a webhook event page links to for checking a signature: the tool on the delivery-headers guide, prefilled with the event. */
export const signatureToolHref = (event) => `/docs/platform/webhooks/delivery-headers/?event=${encodeURIComponent(event)}#signature-tool`;

/**
 * The example delivery of a webhook as it travels: request line, headers and the raw body (compact
 * JSON, the bytes the example signature is computed over).
 */
export function deliveryText({event, signature, body, path = '/salesloft/webhooks', host = 'hooks.example.com'}) {
  return [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    'Content-Type: application/json',
    `x-salesloft-event: ${event}`,
    `x-salesloft-signature: ${signature}`,
    '',
    body,
  ].join('\n');
}

/**
 * Rewrites a generated webhook event page (the plugin writes x-webhooks entries as operations with
 * method `event` and path `webhook`): the front matter's `api` becomes `webhook` (the event, its
 * scopes, the example delivery, the signature tool's link and, for the Markdown twin, the URL of
 * the operation's JSON), which src/theme/ApiItem shows. The delivery is base64 (UTF-8): as plain
 * front matter it lost the backslash of every `\"` in its JSON body on the rendered page
 * (@docusaurus/mdx-loader writes front matter with stringify-object, which leaves backslashes
 * unescaped), so the body a reader copied no longer matched its signature
 * beside the page instead of an explorer, since there is nothing to send to Salesloft. The body
 * comes from the page generator (webhookPageBody) and is kept as it is.
 */
export function rewriteWebhookPage(text, frontMatterText, apiLine, operation, event, operationUrl) {
  const {raw, signature} = webhookExample(operation);
  const scopes = operation['x-salesloft-scopes'] ?? [];
  const replacement = stringify(
    {
      webhook: {event, scopes, synchronous: operation['x-salesloft-synchronous'] === true, delivery_base64: Buffer.from(deliveryText({event, signature, body: raw}), 'utf8').toString('base64'), tool: signatureToolHref(event), operation: operationUrl},
      keywords: webhookKeywords(event),
    },
    {lineWidth: 0},
  ).trimEnd();
  const summary = plainSummary(operation.description);
  const head = frontMatterText
    .replace(apiLine, () => replacement)
    .replace(/^description: .*$/m, (current) => (summary ? `description: ${JSON.stringify(summary)}` : current));
  return `---\n${head}\n---\n${text.slice(text.indexOf('\n---\n', 4) + 5)}`;
}

/**
 * The words a reader searches a webhook event page with: the event's words as written in prose
 * ("person updated webhook"). The page's title is the event's name, which both search backends hold
 * as one word (`separatorsToIndex: "_"`; src/search/embedded/engine.ts indexes titles the same
 * way), so that an operation's title ("Update a person") answers "update a person" before the
 * event does, and these keywords find the event when the reader names it in words.
 */
export const webhookKeywords = (event) => {
  const words = event.split('_').join(' ');
  return [`${words} webhook`, `${words} event`];
};

const WEBHOOK_METHOD_LINE = /<MethodEndpoint\n {2}method=\{"event"\}\n {2}path=\{"webhook"\}\n {2}context=\{"endpoint"\}\n>\n {2}\n<\/MethodEndpoint>/;

/**
 * A webhook event page's body (the plugin's markdown for it) with the plugin's method line
 * ("EVENT webhook") replaced by the request a reader's endpoint receives: a POST to the
 * subscription's callback_url (page-generators.mjs). Returns null when the body has no such line.
 */
export function webhookPageBody(body, event) {
  if (!WEBHOOK_METHOD_LINE.test(body)) return null;
  const request = `<p className="api-webhook__request"><span className="api-post">POST</span> <code>{"callback_url"}</code>${'{" of a subscription to "}'}<code>{${JSON.stringify(event)}}</code></p>`;
  return body.replace(WEBHOOK_METHOD_LINE, () => request);
}

/** The example body of a webhook as raw text (compact JSON) and its example signature. */
export function webhookExample(operation) {
  const example = operation.requestBody?.content?.['application/json']?.example;
  const signature = (operation.parameters ?? []).find((p) => p?.in === 'header' && p.name === 'x-salesloft-signature')?.example;
  return {raw: JSON.stringify(example), signature};
}

/** A page's front matter as data (empty when it has none). */
export function frontMatterOf(text) {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return block ? (parse(block[1]) ?? {}) : {};
}
