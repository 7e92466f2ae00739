// Types for the docusaurus-theme-openapi-docs components our swizzles use; the package ships none.
declare module '@theme/ParamsItem' {
  import type {ReactNode} from 'react';

  export interface ParamsItemProps {
    param: Record<string, unknown> & {name: string; in: string; enumDescriptions?: [string, string][]};
    className?: string;
  }
  export default function ParamsItem(props: ParamsItemProps): ReactNode;
}

/** The two-column layout of API pages (breadcrumbs, footer and paginator in the left column's width). */
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';

  export default function ApiItemLayout(props: {children?: ReactNode}): ReactNode;
}

/** Depth to which schemas start expanded, shared by every schema view of a page. */
declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children?: ReactNode}): ReactNode;
  /** The control beside a schema's title that changes the expansion depth. */
  export default function SchemaExpansionControl(): ReactNode;
}

/** An OpenAPI schema, as the theme's components take it (already dereferenced). */
declare module '@theme/Schema' {
  import type {ReactNode} from 'react';

  export default function SchemaNode(props: {schema: unknown; schemaType: 'request' | 'response'; schemaPath?: string}): ReactNode;
}

/** Tabs for schema views and examples; `lazy` renders only the selected tab's content. */
declare module '@theme/SchemaTabs' {
  import type {ReactNode} from 'react';

  export default function SchemaTabs(props: {children?: ReactNode; className?: string; lazy?: boolean; groupId?: string; onChange?: (index: number) => void}): ReactNode;
}

/** The status-code tabs under the "Responses" heading. */
declare module '@theme/ApiTabs' {
  import type {ReactNode} from 'react';

  export default function ApiTabs(props: {children?: ReactNode; label?: string; id?: string; lazy?: boolean}): ReactNode;
}

/** The full API explorer: credentials, request builder, code samples, response. */
declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';

  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}

declare module '@theme/ApiItem/store' {
  export interface ThemeStore {
    getState(): Record<string, unknown>;
    dispatch(action: {type: string; payload?: unknown}): unknown;
    subscribe(listener: () => void): () => void;
  }
  export function createStoreWithState(preloadedState: Record<string, unknown>, middlewares: unknown[]): ThemeStore;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(args: {security?: unknown; securitySchemes?: unknown; options?: unknown}): Record<string, unknown>;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export function createPersistenceMiddleware(options: unknown): unknown;
}

declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: unknown): {getItem(key: string): string | null};
}

declare module '@theme/ResponseExamples' {
  export function json2xml(value: unknown, tab?: string): string;
}

/** A highlighted example in the theme's example container. */
declare module '@theme/CodeSamples' {
  import type {ReactNode} from 'react';

  export default function CodeSamples(props: {example: string; language?: string}): ReactNode;
}

/** Tabs of a body's media types; they follow (and set) the explorer's Accept / Content-Type. */
declare module '@theme/MimeTabs' {
  import type {ReactNode} from 'react';

  export default function MimeTabs(props: {children?: ReactNode; className?: string; schemaType: 'request' | 'response'; lazy?: boolean}): ReactNode;
}

/** One row of a schema view: name, type, qualifiers, description, examples. */
declare module '@theme/SchemaItem' {
  import type {ReactNode} from 'react';

  export default function SchemaItem(props: {
    name?: string;
    schemaName?: string;
    schema?: unknown;
    required?: boolean;
    collapsible?: boolean;
    discriminator?: boolean;
    qualifierMessage?: string;
    children?: ReactNode;
  }): ReactNode;
}

/** Descriptions in Markdown (this site's src/theme/Markdown). */
declare module '@theme/Markdown' {
  import type {ReactNode} from 'react';

  export default function Markdown(props: {children?: unknown; className?: string}): ReactNode;
}

/** A response body's media types, schema and examples (this site's src/theme/ResponseSchema). */
declare module '@theme/ResponseSchema' {
  import type {CSSProperties, ReactNode} from 'react';
  import type {Body} from '@site/src/components/ApiBody';

  export default function ResponseSchema(props: {title: string; body?: Body; style?: CSSProperties}): ReactNode;
}
