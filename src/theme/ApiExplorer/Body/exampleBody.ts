/*
 * The request body the explorer's editor starts from: the example the page shows for the body, with
 * any required field it lacks filled in; generated from the schema only when the spec gives no
 * example. Pure, unit-tested in exampleBody.test.ts.
 */

export interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  nullable?: boolean;
  readOnly?: boolean;
  [key: string]: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown} | undefined>;
}

export interface BodyExample {
  label: string;
  value: unknown;
}

/**
 * The examples of a body in the order the page's example tabs show them (src/components/ApiBody):
 * each named example, then the media type's `example`; after those the schema's own.
 */
export function bodyExamples(media: MediaType | undefined): BodyExample[] {
  if (!media) return [];
  const out: BodyExample[] = [];
  for (const [name, example] of Object.entries(media.examples ?? {})) {
    if (example && example.value !== undefined) out.push({label: name, value: example.value});
  }
  if (media.example !== undefined) out.push({label: 'Example', value: media.example});
  if (out.length === 0 && media.schema?.example !== undefined) out.push({label: 'Example', value: media.schema.example});
  if (out.length === 0 && Array.isArray(media.schema?.examples)) media.schema.examples.forEach((value, i) => out.push({label: `Example ${i + 1}`, value}));
  return out;
}

/** An object schema with its allOf parts merged: every property and every required name. */
export function flatten(schema: Schema | undefined): {properties: Record<string, Schema>; required: string[]} {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  const visit = (s: Schema | undefined) => {
    if (!s) return;
    Object.assign(properties, s.properties ?? {});
    required.push(...(s.required ?? []));
    s.allOf?.forEach(visit);
  };
  visit(schema);
  return {properties, required: [...new Set(required)]};
}

const BY_FORMAT: Record<string, unknown> = {
  email: 'pat.johnson@example.com',
  'date-time': '2024-05-02T16:04:11Z',
  date: '2024-05-02',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f9c2a70-5b1e-4c1d-9a61-0c2b7d8e4f15',
};

/**
 * A value for one field: what the schema itself suggests (example, default, first enum value), a
 * typical value of its format, or the smallest value of its type. Objects get their required fields.
 */
export function sampleValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return sampleValue(branch, depth + 1);
  if (schema.format && schema.format in BY_FORMAT) return BY_FORMAT[schema.format];
  const {properties, required} = flatten(schema);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sampleValue(schema.items, depth + 1)] : [];
    case 'string':
      return '';
    default:
      if (schema.type === 'object' || Object.keys(properties).length > 0) {
        return Object.fromEntries(required.filter((name) => !properties[name]?.readOnly).map((name) => [name, sampleValue(properties[name], depth + 1)]));
      }
      return null;
  }
}

/** The example with every required top-level field present (missing ones from sampleValue). */
export function withRequiredFields(value: unknown, schema: Schema | undefined): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const {properties, required} = flatten(schema);
  const filled: Record<string, unknown> = {...(value as Record<string, unknown>)};
  for (const name of required) {
    if (!(name in filled) && !properties[name]?.readOnly) filled[name] = sampleValue(properties[name]);
  }
  return filled;
}

/** Example text for the editor: JSON, two-space indented; strings that already hold JSON stay as given. */
export function exampleText(value: unknown): string {
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
      return value;
    } catch {
      return JSON.stringify(value);
    }
  }
  return JSON.stringify(value, null, 2) ?? '';
}

/** The editor's choices for a JSON body: the spec's examples, else one generated from the schema. */
export function editorExamples(media: MediaType | undefined): BodyExample[] {
  const examples = bodyExamples(media);
  if (examples.length > 0) return examples.map((e) => ({...e, value: withRequiredFields(e.value, media?.schema)}));
  if (!media?.schema) return [];
  return [{label: 'Example (required fields)', value: sampleValue(media.schema)}];
}
