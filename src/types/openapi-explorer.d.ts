// Types for the openapi theme's explorer parts that src/theme/ApiExplorer's Request, Body and
// Response use; the package ships none for its @theme aliases.
declare module '@theme/ApiExplorer/Accept' {
  import type {ReactNode} from 'react';

  export default function Accept(): ReactNode;
}

declare module '@theme/ApiExplorer/Authorization' {
  import type {ReactNode} from 'react';

  export default function Authorization(): ReactNode;
}

declare module '@theme/ApiExplorer/ContentType' {
  import type {ReactNode} from 'react';

  export default function ContentType(): ReactNode;
}

declare module '@theme/ApiExplorer/ParamOptions' {
  import type {ReactNode} from 'react';

  export default function ParamOptions(): ReactNode;
}

declare module '@theme/ApiExplorer/Server' {
  import type {ReactNode} from 'react';

  export default function Server(props: {labelId?: string}): ReactNode;
}

/** This site's request body editor (src/theme/ApiExplorer/Body). */
declare module '@theme/ApiExplorer/Body' {
  import type {ReactNode} from 'react';

  export default function Body(props: {requestBodyMetadata?: unknown; jsonRequestBodyExample?: unknown; required?: boolean}): ReactNode;
}

declare module '@theme/ApiExplorer/Body/slice' {
  export function setStringRawBody(body: string): {type: string; payload: string};
}

declare module '@theme/ApiExplorer/FormItem' {
  import type {ReactNode} from 'react';

  export default function FormItem(props: {children?: ReactNode; className?: string}): ReactNode;
}

/** The theme's code editor (react-live) bound to the request form; `action` gets every edit. */
declare module '@theme/ApiExplorer/LiveEditor' {
  import type {ReactNode} from 'react';

  export default function LiveEditor(props: {children: string; action: (code: string) => void; language?: string; required?: boolean}): ReactNode;
}

declare module '@theme/ApiExplorer/ApiCodeBlock' {
  import type {ReactNode} from 'react';

  export default function ApiCodeBlock(props: {children?: ReactNode; className?: string; language?: string; title?: string}): ReactNode;
}

/** A postman-collection Request for the explorer's current values (server, parameters, body, auth). */
declare module '@theme/ApiExplorer/buildPostmanRequest' {
  import type {Request} from 'postman-collection';

  export default function buildPostmanRequest(postman: Request, state: Record<string, unknown>): Request;
}

declare module '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding' {
  export function useResolvedEncoding(requestBody: unknown): Record<string, {contentType?: string} | undefined> | undefined;
}

/** The part of postman-collection the request form uses: a Request built from its JSON definition. */
declare module 'postman-collection' {
  export class Request {
    constructor(definition?: unknown);
  }
}
