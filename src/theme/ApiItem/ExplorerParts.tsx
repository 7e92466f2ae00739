import React, {type ReactNode} from 'react';
import SecuritySchemes from '@theme/ApiExplorer/SecuritySchemes';
import CodeSnippets from '../ApiExplorer/CodeSnippets';
import Request from '../ApiExplorer/Request';
import Response from '../ApiExplorer/Response';
import type {Operation} from './explorerState';

/**
 * The explorer's parts in this site's order, in place of the openapi theme's ApiExplorer (security
 * schemes, code samples, request, response). The request comes first, so the form starts at the top
 * of the column and its Send bar can stay in view at the column's bottom (a sticky element cannot
 * leave its parent, and a form that started below the fold would take the bar with it); the response
 * goes to the column's lower row (./responseSlot.ts); code samples and the security note follow.
 */
export default function ExplorerParts({operation, infoPath}: {operation: Operation & {postman?: unknown; jsonRequestBodyExample?: unknown}; infoPath?: string}): ReactNode {
  return (
    <>
      <Request item={operation} />
      <Response item={operation} />
      {operation.method !== 'event' && <CodeSnippets requestBody={operation.requestBody as never} />}
      <SecuritySchemes infoPath={infoPath} />
    </>
  );
}
