/** An operation as the openapi plugin describes it (the JSON the explorer fetches). */
export interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, unknown>};
  responses?: Record<string, {content?: Record<string, unknown>} | undefined>;
  servers?: {url: string; description?: string; variables?: Record<string, unknown>}[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie' | string;
  example?: unknown;
  examples?: Record<string, {value?: unknown} | undefined>;
  schema?: {default?: unknown; example?: unknown};
  [key: string]: unknown;
}

export interface SeedInputs {
  /** The Authorization slice's starting state (the theme's createAuth reads stored credentials). */
  auth: Record<string, unknown>;
  /** The server a reader picked earlier in this session (JSON from storage), if any. */
  storedServer: string | null;
  /** Choices made on the page before the explorer loaded: oneOf/anyOf branches, media types. */
  pending: {selections: Record<string, number>; accept?: string; contentType?: string};
  /** The site's API_URL when it is configured (not a placeholder): the API this site is set up against. */
  apiUrl?: string;
}

type Server = NonNullable<Operation['servers']>[number];

/**
 * The operation's servers, led by the same servers on the configured API_URL when that is another
 * origin (a sandbox or a staging API): `https://api.salesloft.com/public_api/v1` becomes
 * `{API_URL}/public_api/v1`. The first option is the one the explorer selects, so a site built or
 * run against a sandbox sends its requests there; on the production API the list is unchanged.
 */
export function withConfiguredApi(servers: Server[], apiUrl: string | undefined): Server[] {
  if (!apiUrl) return servers;
  const base = apiUrl.replace(/\/+$/, '');
  const twins: Server[] = [];
  for (const server of servers) {
    let path: string;
    try {
      const url = new URL(server.url);
      if (url.origin === new URL(base).origin) continue;
      path = url.pathname.replace(/\/+$/, '');
    } catch {
      continue;
    }
    const url = `${base}${path}`;
    if (!servers.some((s) => s.url.replace(/\/+$/, '') === url) && !twins.some((s) => s.url === url)) {
      twins.push({url, description: 'Configured API (API_URL)'});
    }
  }
  return [...twins, ...servers];
}

const SUCCESS = /^2\d\d$/;

/**
 * A parameter's starting value: its schema default, else an example (see the theme's #544, #1079).
 * Only required and path parameters start filled: an optional one the reader has not touched stays
 * unset, so it is neither sent nor written into the code samples (issue 15: no `page=1&sort_by=...`
 * the reader never asked for); the form still shows its default as a hint.
 */
function prefill(param: Parameter): unknown {
  if (param.required !== true && param.in !== 'path') return undefined;
  const firstNamed = param.examples && typeof param.examples === 'object' ? Object.values(param.examples)[0]?.value : undefined;
  return param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamed;
}

function parseServer(stored: string | null): {url: string} | undefined {
  if (!stored) return undefined;
  try {
    const server = JSON.parse(stored) as {url?: unknown};
    return typeof server?.url === 'string' ? (server as {url: string}) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The explorer store's starting state for an operation, as the openapi theme's ApiItem seeds it:
 * response types of the 2xx responses to choose from (first selected), request body types, the
 * servers (with the session's earlier pick), parameters grouped by location with their prefilled
 * values, the credentials, an empty body and response. Choices the reader made on the page before
 * the explorer existed win over the first option.
 */
export function initialExplorerState(operation: Operation, {auth, storedServer, pending, apiUrl}: SeedInputs): Record<string, unknown> {
  const accept = Object.entries(operation.responses ?? {})
    .filter(([code]) => SUCCESS.test(code))
    .flatMap(([, response]) => Object.keys(response?.content ?? {}));
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  const params: Record<string, Parameter[]> = {path: [], query: [], header: [], cookie: []};
  for (const param of operation.parameters ?? []) {
    const value = prefill(param);
    params[param.in]?.push(value === undefined ? param : {...param, value});
  }
  const pick = (options: string[], chosen: string | undefined) => (chosen !== undefined && options.includes(chosen) ? chosen : options[0]);
  return {
    accept: {value: pick(accept, pending.accept), options: accept},
    contentType: {value: pick(contentTypes, pending.contentType), options: contentTypes},
    server: {value: parseServer(storedServer), options: withConfiguredApi(operation.servers ?? [], apiUrl)},
    // The explorer's Response slice (src/theme/ApiExplorer/Response/slice.ts).
    response: {phase: 'idle'},
    body: {type: 'empty'},
    params,
    auth,
    schemaSelection: {selections: {...pending.selections}},
    encodingSelection: {},
  };
}
