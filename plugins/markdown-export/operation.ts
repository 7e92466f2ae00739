/**
 * One API operation -> Markdown: what an assistant or a terminal reader needs to call it, in the
 * order the rendered page gives it (title, method and path, description, auth, parameters, body,
 * responses, a curl command). Input is the resolved operation the build writes to
 * static/openapi/operations/<slug>.json (no `$ref` left).
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI objects are walked generically. */
type Schema = Record<string, any>;

export interface OperationInput {
  title: string;
  /** Absolute URL of the rendered page. */
  pageUrl: string;
  /** The curl command the page shows. */
  curl?: string;
  /** A webhook event page (method `event`): the example delivery it shows, as it travels. */
  delivery?: string;
  /** Absolute URL of the site root, for the spec's site-relative links. */
  siteUrl: string;
  operation: {
    method: string;
    path: string;
    description?: string;
    deprecated?: boolean;
    security?: Array<Record<string, string[]>>;
    securitySchemes?: Record<string, Schema>;
    parameters?: Schema[];
    requestBody?: Schema;
    responses?: Record<string, Schema>;
    servers?: Array<{url: string}>;
    /** A webhook event: the scopes needed to subscribe to it. */
    'x-salesloft-scopes'?: string[];
  };
  /**
   * For a v1.0 operation: its v2.0 counterparts (openapi/version-map.json), empty when it has none.
   * Absent for a v2.0 operation.
   */
  v2Counterparts?: V2Counterpart[];
  /** Absolute URL of the migration map's Markdown, named beside the counterparts. */
  migrationMapUrl?: string;
}

/** A v2.0 operation that does the job of a v1.0 one: its title, the URL of its Markdown, method and path. */
export interface V2Counterpart {
  title: string;
  url: string;
  method: string;
  path: string;
}

/** How deep nested properties are listed before the list says "(nested further)". */
const MAX_DEPTH = 6;

const REASONS: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '400': 'Bad Request', '401': 'Unauthorized',
  '403': 'Forbidden', '404': 'Not Found', '409': 'Conflict', '422': 'Unprocessable Entity', '429': 'Too Many Requests',
  '500': 'Internal Server Error', '503': 'Service Unavailable',
};

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
const cell = (text: string) => oneLine(text).replace(/\|/g, '\\|');

/** Site-relative Markdown links in spec descriptions (`(/docs/...)`) become absolute. */
export function absolutise(text: string, siteUrl: string): string {
  return text.replace(/\]\((\/[^)\s]*)\)/g, (_whole, target: string) => `](${siteUrl.replace(/\/$/, '')}${target})`);
}

/** A schema's type as a reader says it: `string (date-time)`, `array of integer`, `string, nullable`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.allOf) return typeOf(mergeAllOf(schema));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return schema[key].map((s: Schema) => typeOf(s)).join(' or ');
  }
  let type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? (schema.properties ? 'object' : 'any'));
  if (type === 'array') type = `array of ${typeOf(schema.items)}`;
  if (schema.format) type += ` (${schema.format})`;
  if (schema.nullable) type += ', nullable';
  return type;
}

/** `allOf` members joined into one object schema (properties and required lists merged). */
export function mergeAllOf(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Schema = {...schema, allOf: undefined, properties: {...(schema.properties ?? {})}, required: [...(schema.required ?? [])]};
  for (const part of schema.allOf.map(mergeAllOf)) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') Object.assign(merged.properties, value);
      else if (key === 'required') merged.required.push(...(value as string[]));
      else if (merged[key] === undefined) merged[key] = value;
    }
  }
  if (!merged.type && Object.keys(merged.properties).length > 0) merged.type = 'object';
  return merged;
}

function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (Array.isArray(schema.enum)) notes.push(`one of ${schema.enum.map((v: unknown) => `\`${String(v)}\``).join(', ')}`);
  if (schema.default !== undefined) notes.push(`default \`${JSON.stringify(schema.default)}\``);
  if (schema.minimum !== undefined) notes.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`maximum ${schema.maximum}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.deprecated) notes.push('deprecated');
  if (schema.readOnly) notes.push('read-only');
  return notes;
}

/** Properties of an object schema (or of an array's items) as a nested Markdown list. */
export function schemaList(schema: Schema | undefined, siteUrl: string, depth = 0): string[] {
  if (!schema) return [];
  const target = mergeAllOf(schema.type === 'array' && schema.items ? schema.items : schema);
  const alternatives = target.oneOf ?? target.anyOf;
  const indent = '  '.repeat(depth);
  if (Array.isArray(alternatives)) {
    return alternatives.flatMap((alt: Schema, i: number) => [
      `${indent}- One of, option ${i + 1}${alt.title ? ` (${alt.title})` : ''}: ${typeOf(alt)}`,
      ...schemaList(alt, siteUrl, depth + 1),
    ]);
  }
  const properties = target.properties ?? {};
  const required = new Set<string>(target.required ?? []);
  const lines: string[] = [];
  for (const [name, raw] of Object.entries<Schema>(properties)) {
    const prop = mergeAllOf(raw);
    const facts = [typeOf(prop), required.has(name) ? 'required' : '', ...constraints(prop)].filter(Boolean).join(', ');
    const description = oneLine(absolutise(prop.description ?? '', siteUrl));
    lines.push(`${indent}- \`${name}\` (${facts})${description ? `: ${description}` : ''}`);
    const inner = prop.type === 'array' ? mergeAllOf(prop.items ?? {}) : prop;
    if (inner.properties || inner.oneOf || inner.anyOf) {
      if (depth + 1 >= MAX_DEPTH) lines.push(`${indent}  - (nested further; see the page)`);
      else lines.push(...schemaList(inner, siteUrl, depth + 1));
    }
  }
  return lines;
}

function exampleOf(media: Schema | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values<Schema>(media.examples)[0];
  if (first && first.value !== undefined) return first.value;
  return media.schema?.example;
}

/** One way to authenticate (one scheme of a security requirement), as a sentence without its full stop. */
function schemeSentence(name: string, scopes: string[], scheme: Schema | undefined): string {
  if (scheme?.type === 'oauth2') {
    return `OAuth 2.0 access token in \`Authorization: Bearer <token>\`${scopes.length ? `, with scope ${scopes.map((s) => `\`${s}\``).join(', ')}` : ''}`;
  }
  if (scheme?.type === 'http' || scheme?.type === 'apiKey' || name === 'ApiKey') return 'API key in `Authorization: Bearer <api key>`';
  return `${name}${scopes.length ? ` (${scopes.join(', ')})` : ''}`;
}

/**
 * How to authenticate: the one way as a sentence, or "Either of:" and a list when the operation
 * accepts several (each requirement of `security` is an alternative; the schemes within one
 * requirement are all needed).
 */
export function authSection(op: Pick<OperationInput['operation'], 'security' | 'securitySchemes'>): string[] {
  const requirements = op.security ?? [];
  if (requirements.length === 0) return ['No authentication.'];
  const ways = requirements.map((requirement) => {
    const schemes = Object.entries(requirement).map(([name, scopes]) => schemeSentence(name, scopes, op.securitySchemes?.[name]));
    return schemes.length === 0 ? 'No authentication' : schemes.join(', together with ');
  });
  if (ways.length === 1) return [`${ways[0]}.`];
  return ['Either of:', '', ...ways.map((way) => `- ${way}.`)];
}

/** A v1.0 operation's v2.0 counterparts, or that there is none (openapi/version-map.json), as the page's note says it. */
export function counterpartLine(counterparts: V2Counterpart[], migrationMapUrl?: string): string {
  const seeMap = migrationMapUrl ? ` See the [migration map](${migrationMapUrl}) for every v1.0 operation.` : '';
  if (counterparts.length === 0) return `No v2.0 counterpart.${seeMap}`;
  const links = counterparts.map((c) => `[${c.title.replace(/([\\[\]])/g, '\\$1')}](${c.url}) \`${c.method.toUpperCase()} ${c.path}\``);
  return `v2.0 counterpart${counterparts.length === 1 ? '' : 's'}: ${links.join('; ')}.${seeMap}`;
}

/** The whole operation page as Markdown. */
export function operationToMarkdown(input: OperationInput): string {
  const {operation: op, siteUrl} = input;
  const server = op.servers?.[0]?.url ?? '';
  const webhook = op.method === 'event';
  const out: string[] = [
    `# ${input.title}`,
    '',
    webhook ? `Webhook event: Salesloft sends \`POST\` to the \`callback_url\` of every subscription to \`${input.title}\`.` : `\`${op.method.toUpperCase()} ${server}${op.path}\``,
    '',
  ];
  // Right below method and path, where the v1.0 page puts its note.
  if (input.v2Counterparts) out.push(counterpartLine(input.v2Counterparts, input.migrationMapUrl), '');
  if (op.deprecated) out.push('**Deprecated.**', '');
  if (op.description) out.push(absolutise(op.description.trim(), siteUrl), '');

  if (webhook) {
    const scopes = op['x-salesloft-scopes'] ?? [];
    out.push('## Subscribing', '', scopes.length ? `The credentials that create the subscription need ${scopes.map((scope) => `\`${scope}\``).join(', ')}.` : 'No scope is needed to subscribe.', '');
  } else {
    out.push('## Authentication', '', ...authSection(op), '');
  }

  const parameters = op.parameters ?? [];
  if (parameters.length > 0) {
    out.push('## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of parameters) {
      const notes = constraints(p.schema ?? {});
      const description = [oneLine(absolutise(p.description ?? '', siteUrl)), notes.length ? `(${notes.join('; ')})` : ''].filter(Boolean).join(' ');
      out.push(`| \`${p.name}\` | ${p.in} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(description)} |`);
    }
    out.push('');
  }

  const body = op.requestBody;
  if (body?.content) {
    out.push('## Request body', '');
    for (const [mediaType, media] of Object.entries<Schema>(body.content)) {
      out.push(`Content type \`${mediaType}\`${body.required ? ', required' : ''}.`, '');
      const list = schemaList(media.schema, siteUrl);
      out.push(...(list.length ? list : [`A ${typeOf(media.schema)}.`]), '');
      const example = exampleOf(media);
      if (example !== undefined) out.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
    }
  }

  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    out.push('## Responses', '');
    for (const [status, response] of responses) {
      out.push(`### ${status}${REASONS[status] ? ` ${REASONS[status]}` : ''}`, '');
      if (response.description) out.push(oneLine(absolutise(response.description, siteUrl)), '');
      const headers = Object.entries<Schema>(response.headers ?? {});
      if (headers.length) {
        out.push('Headers:', '', ...headers.map(([name, h]) => `- \`${name}\` (${typeOf(h.schema)}): ${oneLine(h.description)}`), '');
      }
      for (const [mediaType, media] of Object.entries<Schema>(response.content ?? {})) {
        const list = schemaList(media.schema, siteUrl);
        if (list.length) out.push(`Body (\`${mediaType}\`):`, '', ...list, '');
        const example = exampleOf(media);
        if (example !== undefined) out.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
      }
    }
  }

  if (input.curl) out.push('## Example request', '', '```bash', input.curl.trim(), '```', '');
  if (input.delivery) out.push('## Example delivery', '', '```http', input.delivery.trim(), '```', '');
  out.push(`Source: ${input.pageUrl}`, '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
