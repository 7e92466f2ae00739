import type {Parameter} from '../../ApiItem/explorerState';

/* What the explorer's parameter fields show before the reader types (ParamFields.tsx). */

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  items?: Schema;
  allOf?: Schema[];
}

export type Param = Parameter & {description?: string; required?: boolean; schema?: Schema};

export function hasEnum(schema: Schema | undefined): boolean {
  return Boolean(schema?.enum || schema?.const !== undefined || schema?.allOf?.some((s) => s.enum));
}

/** What to type, in a few words: the example when the spec gives one, else the type and format. */
export function placeholderFor(param: Param): string {
  const schema = param.schema ?? {};
  const example = param.example ?? schema.example ?? schema.items?.example;
  if (example !== undefined && example !== null && typeof example !== 'object') return `e.g. ${String(example)}`;
  const of = schema.type === 'array' ? schema.items ?? {} : schema;
  const type = of.format ? `${of.type ?? 'string'} (${of.format})` : of.type ?? 'string';
  return schema.type === 'array' ? `${type}, one per field` : type;
}
