// Types for the `@theme/ApiExplorer/...` modules that src/theme/ApiExplorer's Request, Body, Response
// and CodeSnippets import. Docusaurus resolves a `@theme/X` import to src/theme/X when the site has
// it, else to docusaurus-theme-openapi-docs/lib/theme/X; TypeScript knows neither alias, so each block
// points one alias at that same file and takes the types the package ships beside it (lib/**/*.d.ts)
// or this site's own source. src/theme/openapi-contract.test.ts checks that every block here names a
// module that exists and pins the names the site relies on.
//
// An "adapter" keeps the package's names and return type but accepts `unknown` where the site's code
// holds the explorer's state untyped (src/theme/ApiExplorer/Request/index.tsx reads it as `unknown[]`,
// src/theme/ApiItem/explorerState.ts's Operation types `requestBody.content` as `unknown`); typing
// those with the package's slice types would let these become plain re-exports.

declare module '@theme/ApiExplorer/Accept' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Accept';
}

declare module '@theme/ApiExplorer/Authorization' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization';
}

declare module '@theme/ApiExplorer/ContentType' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ContentType';
}

declare module '@theme/ApiExplorer/ParamOptions' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions';
}

/** Adapter: src/theme/ApiExplorer/Request/ParamFields.tsx passes the store's parameters, typed there by explorerState.ts. */
declare module '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamArrayFormItem' {
  import type {ParamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamArrayFormItem';
  import type item from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamArrayFormItem';

  export default function ParamArrayFormItem(props: Omit<ParamProps, 'param'> & {param: unknown}): ReturnType<typeof item>;
}

/** Adapter: src/theme/ApiExplorer/Request/ParamFields.tsx passes the store's parameters, typed there by explorerState.ts. */
declare module '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamBooleanFormItem' {
  import type {ParamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamBooleanFormItem';
  import type item from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamBooleanFormItem';

  export default function ParamBooleanFormItem(props: Omit<ParamProps, 'param'> & {param: unknown}): ReturnType<typeof item>;
}

/** Adapter: src/theme/ApiExplorer/Request/ParamFields.tsx passes the store's parameters, typed there by explorerState.ts. */
declare module '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamMultiSelectFormItem' {
  import type {ParamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamMultiSelectFormItem';
  import type item from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamMultiSelectFormItem';

  export default function ParamMultiSelectFormItem(props: Omit<ParamProps, 'param'> & {param: unknown}): ReturnType<typeof item>;
}

/** Adapter: src/theme/ApiExplorer/Request/ParamFields.tsx passes the store's parameters, typed there by explorerState.ts. */
declare module '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamSelectFormItem' {
  import type {ParamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamSelectFormItem';
  import type item from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamSelectFormItem';

  export default function ParamSelectFormItem(props: Omit<ParamProps, 'param'> & {param: unknown}): ReturnType<typeof item>;
}

/** Adapter: src/theme/ApiExplorer/Request/ParamFields.tsx passes the store's parameters, typed there by explorerState.ts. */
declare module '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem' {
  import type {ParamProps} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem';
  import type item from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem';

  export default function ParamTextFormItem(props: Omit<ParamProps, 'param'> & {param: unknown}): ReturnType<typeof item>;
}

/** The security schemes note (the package types its props as `any`). */
declare module '@theme/ApiExplorer/SecuritySchemes' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/SecuritySchemes';
}

declare module '@theme/ApiExplorer/Server' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Server';
}

/**
 * This site's request body editor (src/theme/ApiExplorer/Body). Adapter: Request passes the
 * operation's `requestBody`, whose media types explorerState.ts's Operation leaves `unknown`.
 */
declare module '@theme/ApiExplorer/Body' {
  import type Body from '@site/src/theme/ApiExplorer/Body';

  type Props = Parameters<typeof Body>[0];
  export default function ApiExplorerBody(props: {[K in keyof Props]?: unknown}): ReturnType<typeof Body>;
}

declare module '@theme/ApiExplorer/Body/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/slice';
}

declare module '@theme/ApiExplorer/FormItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/FormItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/FormItem';
}

/** The theme's code editor (react-live) bound to the request form; `action` gets every edit. The package types its props as `any`. */
declare module '@theme/ApiExplorer/LiveEditor' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/LiveEditor';
}

/** The explorer's code block (copy, wrap and expand buttons); it takes `@theme/CodeBlock`'s props. */
declare module '@theme/ApiExplorer/ApiCodeBlock' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ApiCodeBlock';
}

/**
 * A postman-collection Request for the explorer's current values. Adapter: the package's option
 * names, each `unknown` (Request holds params, body, server and auth untyped).
 */
declare module '@theme/ApiExplorer/buildPostmanRequest' {
  import type upstream from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest';

  type Options = Parameters<typeof upstream>[1];
  export default function buildPostmanRequest(postman: Parameters<typeof upstream>[0], options: {[K in keyof Options]: unknown}): ReturnType<typeof upstream>;
}

/** Adapter: the package's hook, taking the operation's `requestBody` as the site types it (`unknown` media types). */
declare module '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding' {
  import type {useResolvedEncoding as upstream} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/EncodingSelection/useResolvedEncoding';

  export function useResolvedEncoding(requestBody: unknown): ReturnType<typeof upstream>;
}

/** The package's own .d.ts files import their tab props from this alias (SchemaTabs, MimeTabs, ApiTabs, TabItem). */
declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}

/**
 * The part of postman-collection the request form uses: a Request built from the operation's stored
 * JSON definition. Hand-written: the package's own types (types/index.d.ts, which its package.json
 * does not point to) are an ambient module of their own that cannot be merged with a narrower one,
 * and they require every field of `Request.definition`, which the stored JSON (`unknown`) is not typed as.
 */
declare module 'postman-collection' {
  export class Request {
    constructor(definition?: unknown);
  }
}
