/**
 * The one request every code sample is written from. The explorer builds it from its store
 * (requestFromExplorer), the page generator from the operation alone (requestFromOperation, for the
 * server-rendered curl sample); each language in ./generators.ts only spells it out, so the samples
 * cannot disagree on what is sent.
 */

/** What the samples need of an operation (the JSON in static/openapi/operations/). */
export interface SampleOperation {
  method: string;
  path: string;
  parameters?: SampleParameter[];
  requestBody?: {content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown} | undefined>} | undefined>};
  jsonRequestBodyExample?: unknown;
  responses?: Record<string, {content?: Record<string, unknown>} | undefined>;
  servers?: {url: string; variables?: Record<string, {default?: string} | undefined>}[];
  security?: Record<string, string[]>[];
}

export interface SampleParameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, {value?: unknown} | undefined>;
  schema?: {type?: string; default?: unknown; example?: unknown};
  /** The value the reader entered in the explorer (the store keeps strings, lists of strings or seeds). */
  value?: unknown;
}

export interface RequestModel {
  /** Upper case: GET, POST, PUT, PATCH, DELETE. */
  method: string;
  /** Scheme, host and base path, without a trailing slash. */
  server: string;
  /** The path with its parameters filled in (percent-encoded); `{name}` where a value is missing. */
  path: string;
  /** Decoded name/value pairs in order; a list parameter contributes one pair per item. */
  query: [string, string][];
  /** Accept, Content-Type (with a body), header parameters, Authorization; in that order. */
  headers: [string, string][];
  /** Present exactly when the request carries a body. */
  body?: {contentType: string; text: string};
}

/** Stands in for the access token until the reader signs in. */
export const TOKEN_PLACEHOLDER = '<YOUR_ACCESS_TOKEN>';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Query and path values from the explorer's inputs arrive percent-encoded; seeds do not. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A value as the samples write it; nothing for unset (undefined, null, '', empty list). */
function texts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((item) => item !== undefined && item !== null)
    .map((item) => (typeof item === 'string' ? decoded(item) : typeof item === 'object' ? JSON.stringify(item) : String(item)))
    .filter((item) => item !== '');
}

/** The value a page documents for a parameter: example, first named example, schema example, default. */
export function documentedValue(param: SampleParameter): unknown {
  if (param.example !== undefined) return param.example;
  const named = param.examples && typeof param.examples === 'object' ? Object.values(param.examples)[0] : undefined;
  if (named && typeof named === 'object' && 'value' in named) return named.value;
  if (param.schema?.example !== undefined) return param.schema.example;
  return param.schema?.default;
}

/**
 * Percent-encoding for a query name or value that leaves `:` `,` `@` `/` as they are (a query may
 * hold them), and brackets too when `brackets` is 'raw' (as a reader types them in a shell).
 */
export function encodeQueryPart(text: string, brackets: 'raw' | 'encoded' = 'encoded'): string {
  // A `<name>` placeholder is there to be replaced by the reader: it stays readable.
  if (/^<[\w.[\]-]+>$/.test(text)) return text;
  const keep = brackets === 'raw' ? /%(3A|2C|40|2F|5B|5D)/gi : /%(3A|2C|40|2F)/gi;
  return encodeURIComponent(text).replace(keep, (escape) => decodeURIComponent(escape));
}

/** The full URL: server, path and the encoded query string. */
export function requestUrl(request: RequestModel, {brackets = 'encoded'}: {brackets?: 'raw' | 'encoded'} = {}): string {
  const query = request.query.map(([name, value]) => `${encodeQueryPart(name, brackets)}=${encodeQueryPart(value, brackets)}`).join('&');
  return `${request.server}${request.path}${query ? `?${query}` : ''}`;
}

/** Rails-style list parameters: `ids[]=1&ids[]=2`, as the Salesloft API reads them. */
function queryName(param: SampleParameter): string {
  return param.schema?.type === 'array' && !param.name.endsWith('[]') ? `${param.name}[]` : param.name;
}

function serverUrl(server: {url: string; variables?: Record<string, {default?: string} | undefined>} | undefined): string {
  if (!server) return '';
  const url = server.url.replace(/{([^}]+)}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
  return url.replace(/\/+$/, '');
}

/** Content type the request asks for: that of the first 2xx response with a body. */
function acceptType(operation: SampleOperation): string | undefined {
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    const [type] = Object.keys(response?.content ?? {});
    if (/^2/.test(code) && type) return type;
  }
  return undefined;
}

/** Whether the operation asks for credentials (every Salesloft scheme is a bearer token). */
function needsToken(operation: SampleOperation): boolean {
  if (operation.security === undefined) return true;
  return operation.security.some((requirement) => Object.keys(requirement).length > 0);
}

/** The body the page documents: the media type's example, its first named example, or the schema's. */
export function documentedBody(operation: SampleOperation): {contentType: string; text: string} | undefined {
  const content = operation.requestBody?.content;
  const [contentType] = Object.keys(content ?? {});
  if (!content || contentType === undefined) return undefined;
  const media = content[contentType] ?? {};
  const named = media.examples && typeof media.examples === 'object' ? Object.values(media.examples)[0] : undefined;
  const example = media.example ?? named?.value ?? operation.jsonRequestBodyExample ?? {};
  if (typeof example === 'string') return {contentType, text: example};
  if (contentType === 'application/x-www-form-urlencoded' && typeof example === 'object' && example !== null) {
    const form = Object.entries(example as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
    return {contentType, text: new URLSearchParams(form).toString()};
  }
  return {contentType, text: JSON.stringify(example, null, 2)};
}

export interface RequestInputs {
  /** Parameters with the values to send in `value`; unset optional ones are left out. */
  parameters: SampleParameter[];
  server?: {url: string; variables?: Record<string, {default?: string} | undefined>};
  /** The body text to send (the explorer's editor), else the documented one. */
  body?: string;
  contentType?: string;
  accept?: string;
  /** The reader's access token, when signed in. */
  token?: string;
}

/**
 * The request to show for an operation and the given values. Required parameters without a value
 * keep a visible placeholder (`<name>`, `{name}` in the path) so that no sample silently drops one.
 */
export function buildRequest(operation: SampleOperation, inputs: RequestInputs): RequestModel {
  const method = operation.method.toUpperCase();
  const params = inputs.parameters;
  const path = operation.path.replace(/{([^}]+)}/g, (whole, name: string) => {
    const [value] = texts(params.find((p) => p.in === 'path' && p.name === name)?.value);
    return value === undefined ? whole : encodeURIComponent(value);
  });
  const query: [string, string][] = [];
  for (const param of params) {
    if (param.in !== 'query') continue;
    const values = texts(param.value);
    if (values.length === 0 && param.required) values.push(`<${param.name}>`);
    for (const value of values) query.push([queryName(param), value]);
  }
  const headers: [string, string][] = [];
  const accept = inputs.accept ?? acceptType(operation);
  if (accept) headers.push(['Accept', accept]);
  const documented = METHODS_WITHOUT_BODY.has(method) ? undefined : documentedBody(operation);
  const body = documented && {contentType: inputs.contentType ?? documented.contentType, text: inputs.body?.trim() ? inputs.body : documented.text};
  if (body) headers.push(['Content-Type', body.contentType]);
  for (const param of params) {
    if (param.in !== 'header') continue;
    const [value] = texts(param.value);
    if (value !== undefined || param.required) headers.push([param.name, value ?? `<${param.name}>`]);
  }
  if (needsToken(operation)) headers.push(['Authorization', `Bearer ${inputs.token || TOKEN_PLACEHOLDER}`]);
  return {method, server: serverUrl(inputs.server ?? operation.servers?.[0]), path, query, headers, ...(body ? {body} : {})};
}

/**
 * The request the page shows before the explorer loads: the first server, path and required
 * query parameters with their documented values, the documented body, a token placeholder.
 */
export function requestFromOperation(operation: SampleOperation): RequestModel {
  const parameters = (operation.parameters ?? [])
    .filter((p) => p.in === 'path' || p.required)
    .map((p) => ({...p, value: documentedValue(p)}));
  return buildRequest(operation, {parameters});
}

/** The parts of the explorer's store a sample reads. */
export interface ExplorerValues {
  params: {path?: SampleParameter[]; query?: SampleParameter[]; header?: SampleParameter[]; cookie?: SampleParameter[]};
  server?: {url: string; variables?: Record<string, {default?: string} | undefined>};
  body: {type: string; content?: {type?: string; value?: unknown}};
  contentType?: string;
  accept?: string;
  auth: {data?: Record<string, Record<string, string | undefined> | undefined>; options?: Record<string, {key: string}[]>; selected?: string};
}

/** The token of the credentials the explorer would send: those of the selected security option. */
export function explorerToken(auth: ExplorerValues['auth']): string | undefined {
  const schemes = (auth.selected && auth.options?.[auth.selected]) || [];
  for (const {key} of schemes) {
    const data = auth.data?.[key];
    const token = data?.token ?? data?.apiKey;
    if (token) return token;
  }
  return undefined;
}

/** The request for the explorer's current values. */
export function requestFromExplorer(operation: SampleOperation, values: ExplorerValues): RequestModel {
  const {params} = values;
  const parameters = [...(params.path ?? []), ...(params.query ?? []), ...(params.header ?? [])];
  const raw = values.body.type === 'raw' && values.body.content?.type === 'string' ? values.body.content.value : undefined;
  return buildRequest(operation, {
    parameters,
    server: values.server,
    body: typeof raw === 'string' ? raw : undefined,
    contentType: values.contentType || undefined,
    accept: values.accept || undefined,
    token: explorerToken(values.auth),
  });
}
