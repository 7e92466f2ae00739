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
import zlib from 'node:zlib';
import {parse, stringify} from 'yaml';

/** The operation object the openapi plugin encoded into the `api` front matter value. */
export function decodeApiFrontMatter(value) {
  return JSON.parse(zlib.inflateSync(Buffer.from(value, 'base64')).toString('utf8'));
}

/** A shell word in single quotes; a single quote inside becomes '\'' . */
export function shellQuote(text) {
  return `'${String(text).replace(/'/g, `'\\''`)}'`;
}

/** The value an operation documents for a parameter, if any: example, first named example, default. */
function sampleValue(param) {
  if (param.example !== undefined) return param.example;
  if (param.schema?.example !== undefined) return param.schema.example;
  const named = param.examples && typeof param.examples === 'object' ? Object.values(param.examples)[0] : undefined;
  if (named && typeof named === 'object' && 'value' in named) return named.value;
  if (param.schema?.default !== undefined) return param.schema.default;
  return undefined;
}

const asText = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `{id}` path segments filled with the documented value, or left as `{id}` when there is none. */
function fillPath(path, params) {
  return path.replace(/{([^}]+)}/g, (whole, name) => {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    const value = param ? sampleValue(param) : undefined;
    return value === undefined ? whole : encodeURIComponent(asText(value));
  });
}

/** Query string of the required query parameters (optional ones are left to the reader). */
function requiredQuery(params) {
  const pairs = [];
  for (const p of params) {
    if (p.in !== 'query' || !p.required) continue;
    const value = sampleValue(p);
    const name = p.schema?.type === 'array' && !p.name.endsWith('[]') ? `${p.name}[]` : p.name;
    if (value === undefined) {
      pairs.push(`${name}=<${p.name}>`);
      continue;
    }
    for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${name}=${encodeURIComponent(asText(v))}`);
  }
  return pairs.join('&');
}

/** curl arguments for the first security requirement the operation accepts. */
function authArgs(operation) {
  const requirement = (operation.security ?? []).find((r) => Object.keys(r).length > 0);
  if (!requirement) return {headers: [], query: [], other: []};
  const headers = [];
  const query = [];
  const other = [];
  for (const name of Object.keys(requirement)) {
    const scheme = operation.securitySchemes?.[name];
    if (!scheme) continue;
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && /^bearer$/i.test(scheme.scheme ?? ''))) {
      headers.push('Authorization: Bearer <TOKEN>');
    } else if (scheme.type === 'http' && /^basic$/i.test(scheme.scheme ?? '')) {
      other.push(`-u ${shellQuote('<USERNAME>:<PASSWORD>')}`);
    } else if (scheme.type === 'apiKey' && scheme.in === 'header') {
      headers.push(`${scheme.name}: <API_KEY>`);
    } else if (scheme.type === 'apiKey' && scheme.in === 'query') {
      query.push(`${scheme.name}=<API_KEY>`);
    } else if (scheme.type === 'apiKey' && scheme.in === 'cookie') {
      other.push(`-b ${shellQuote(`${scheme.name}=<API_KEY>`)}`);
    }
  }
  return {headers, query, other};
}

/** The request body to send: the documented example, else the plugin's example from the schema. */
function bodyArgs(operation) {
  const content = operation.requestBody?.content;
  if (!content) return {headers: [], args: []};
  const [type] = Object.keys(content);
  if (type === undefined) return {headers: [], args: []};
  const media = content[type] ?? {};
  const named = media.examples && typeof media.examples === 'object' ? Object.values(media.examples)[0] : undefined;
  const example = media.example ?? (named && typeof named === 'object' ? named.value : undefined) ?? operation.jsonRequestBodyExample;
  const headers = [`Content-Type: ${type}`];
  if (example === undefined) return {headers, args: []};
  if ((type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') && example && typeof example === 'object') {
    const flag = type === 'multipart/form-data' ? '-F' : '--data-urlencode';
    return {headers: type === 'multipart/form-data' ? [] : headers, args: Object.entries(example).map(([k, v]) => `${flag} ${shellQuote(`${k}=${asText(v)}`)}`)};
  }
  const text = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
  return {headers, args: [`--data ${shellQuote(text)}`]};
}

/** Content type the request asks for: that of the first 2xx response with a body. */
function acceptType(operation) {
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    const [type] = Object.keys(response?.content ?? {});
    if (/^2/.test(code) && type) return type;
  }
  return undefined;
}

/**
 * A curl command for an operation: method, URL on `server` (the first server by default) with path
 * parameters filled from their examples and required query parameters, Accept, Content-Type,
 * credentials as placeholders (`<TOKEN>`), and the example body. Every argument is single-quoted.
 */
export function curlSample(operation, server = operation.servers?.[0]?.url ?? '') {
  const params = operation.parameters ?? [];
  const auth = authArgs(operation);
  const body = bodyArgs(operation);
  const query = [requiredQuery(params), ...auth.query].filter(Boolean).join('&');
  const url = `${server.replace(/\/$/, '')}${fillPath(operation.path, params)}${query ? `?${query}` : ''}`;
  const accept = acceptType(operation);
  const headerParams = params.filter((p) => p.in === 'header' && p.required).map((p) => `${p.name}: ${asText(sampleValue(p) ?? `<${p.name}>`)}`);
  const headers = [...(accept ? [`Accept: ${accept}`] : []), ...body.headers, ...headerParams, ...auth.headers];
  const lines = [
    // --globoff: brackets in a query (`ids[]=1`) are literal, not curl's URL ranges.
    `curl${/[[\]{}]/.test(url) ? ' --globoff' : ''} -X ${operation.method.toUpperCase()} ${shellQuote(url)}`,
    ...headers.map((h) => `-H ${shellQuote(h)}`),
    ...auth.other,
    ...body.args,
  ];
  return lines.join(' \\\n  ');
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
 * Rewrites one generated page: returns the operation (decoded from the `api` front matter) and the
 * page text with `api` replaced by `{method, path, server, operation}` (the last is the URL of the
 * operation's JSON file) and `api_curl`, and without unused imports. Pages without an encoded
 * `api` come back unchanged.
 */
export function rewriteApiPage(text, operationUrl) {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const line = frontMatter ? /^api: ([A-Za-z0-9+/=]+)$/m.exec(frontMatter[1]) : null;
  if (!frontMatter || !line) return {text, operation: null};
  const operation = decodeApiFrontMatter(line[1]);
  const server = operation.servers?.[0]?.url ?? '';
  const replacement = stringify(
    {api: {method: operation.method, path: operation.path, server, operation: operationUrl}, api_curl: curlSample(operation, server)},
    {lineWidth: 0},
  ).trimEnd();
  const head = frontMatter[1].replace(line[0], () => replacement);
  return {text: `---\n${head}\n---\n${dropUnusedImports(text.slice(frontMatter[0].length))}`, operation};
}

/** A page's front matter as data (empty when it has none). */
export function frontMatterOf(text) {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return block ? (parse(block[1]) ?? {}) : {};
}

const CARD_LIST = '<DocCardList items={useCurrentSidebarCategory().items}/>';

/**
 * Gives a tag page's operation cards their descriptions. DocCard reads a card's description from
 * the item, else from the docs version metadata, which every API page loads; that metadata drops
 * descriptions (plugins/api-chunks/version-metadata-loader.js), so the tag page, the only page
 * with cards, carries those of its own operations, keyed by doc id. Returns null when the page
 * has no card list in the plugin's form.
 */
export function addCardDescriptions(text, descriptions) {
  if (!text.includes(CARD_LIST)) return null;
  const map = `export const operationDescriptions = ${JSON.stringify(descriptions)};`;
  const list = '<DocCardList items={useCurrentSidebarCategory().items.map((item) => ({...item, description: item.description ?? operationDescriptions[item.docId]}))}/>';
  return text.replace(CARD_LIST, () => `${map}\n\n${list}`);
}
