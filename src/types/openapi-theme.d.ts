// Types for the docusaurus-theme-openapi-docs components and helpers this site's theme overlay
// (src/theme) imports through `@theme/...`. As in ./openapi-explorer.d.ts, each block points the alias
// at the file Docusaurus resolves it to and takes the types shipped there (the package's lib/**/*.d.ts,
// or this site's source for the modules it replaces). src/theme/openapi-contract.test.ts pins what
// the overlay relies on.
//
// An "adapter" keeps the package's names and return type and loosens one thing, said in its comment.

/**
 * One parameter row. Adapter: the package declares description, example, examples, required and
 * deprecated as required props, though its own ParamsDetails passes OpenAPI parameters, where they
 * are optional.
 */
declare module '@theme/ParamsItem' {
  import type {Props as UpstreamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
  import type upstream from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';

  export type Props = Omit<UpstreamProps, 'param'> & {param: Partial<UpstreamProps['param']> & {name: string; in: string}};
  export default function ParamsItem(props: Props): ReturnType<typeof upstream>;
}

/** The two-column layout of API pages (breadcrumbs, footer and paginator in the left column's width). */
declare module '@theme/ApiItem/Layout' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
}

/** Depth to which schemas start expanded (provider) and the control that changes it (default). */
declare module '@theme/SchemaExpansion' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
}

/** An OpenAPI schema, as the theme's components take it (already dereferenced). */
declare module '@theme/Schema' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/Schema';
}

/** Tabs for schema views and examples; `lazy` renders only the selected tab's content. */
declare module '@theme/SchemaTabs' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs';
}

/**
 * The status-code tabs under the "Responses" heading. Adapter: `label` and `id` optional, as the
 * package's own page generator leaves them out (createApiPageMD emits `<StatusCodes responses>`).
 */
declare module '@theme/ApiTabs' {
  import type {TabListProps as UpstreamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs';
  import type upstream from 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs';

  export type TabListProps = Omit<UpstreamProps, 'label' | 'id'> & Partial<Pick<UpstreamProps, 'label' | 'id'>>;
  export default function ApiTabs(props: TabListProps): ReturnType<typeof upstream>;
}

/**
 * The full API explorer: credentials, request builder, code samples, response. Adapter: `item` is
 * the operation JSON the site fetches (src/theme/ApiItem/explorerState.ts's Operation, not the
 * plugin's ApiItem), and `infoPath` is optional (the front matter's info_path may be absent; the
 * package's own ApiItem passes it as it is too).
 */
declare module '@theme/ApiExplorer' {
  import type upstream from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';

  type Props = Parameters<typeof upstream>[0];
  export default function ApiExplorer(props: {item: unknown; infoPath?: Props['infoPath']} & Omit<Props, 'item' | 'infoPath'>): ReturnType<typeof upstream>;
}

/** Adapter: the store is seeded from explorerState.ts's initialExplorerState, typed `Record<string, unknown>`. */
declare module '@theme/ApiItem/store' {
  import type {createStoreWithState as upstream} from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';

  export type {RootState} from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
  export function createStoreWithState(preloadedState: Record<string, unknown>, middlewares: Parameters<typeof upstream>[1]): ReturnType<typeof upstream>;
}

/**
 * The credentials slice. Adapter for createAuth only: its argument names are the package's, their
 * values `unknown` (the operation's securitySchemes are untyped in Operation), and its AuthState is
 * also a `Record<string, unknown>` (explorerState.ts's SeedInputs).
 */
declare module '@theme/ApiExplorer/Authorization/slice' {
  import type {createAuth as upstream} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';

  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
  type Args = Parameters<typeof upstream>[0];
  export function createAuth(args: {[K in keyof Args]?: unknown}): ReturnType<typeof upstream> & Record<string, unknown>;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware';
}

declare module '@theme/ApiExplorer/storage-utils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils';
}

declare module '@theme/ResponseExamples' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ResponseExamples';
}

/** A highlighted example in the theme's example container. */
declare module '@theme/CodeSamples' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/CodeSamples';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/CodeSamples';
}

/** Tabs of a body's media types; they follow (and set) the explorer's Accept / Content-Type. */
declare module '@theme/MimeTabs' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs';
}

/** One row of a schema view: name, type, qualifiers, description, examples. */
declare module '@theme/SchemaItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
}

/** Descriptions in Markdown: this site's src/theme/Markdown replaces the theme's. */
declare module '@theme/Markdown' {
  export {default} from '@site/src/theme/Markdown';
}

/** A response body's media types, schema and examples: this site's src/theme/ResponseSchema. */
declare module '@theme/ResponseSchema' {
  export {default} from '@site/src/theme/ResponseSchema';
}
