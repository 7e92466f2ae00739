import React, {useEffect, useState, type ReactNode} from 'react';
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
 * On narrow screens the code samples lead (see below).
 */
export default function ExplorerParts({operation, infoPath}: {operation: Operation & {postman?: unknown; jsonRequestBodyExample?: unknown}; infoPath?: string}): ReactNode {
  const narrow = useNarrow();
  const samples = operation.method !== 'event' && <CodeSnippets key="samples" requestBody={operation.requestBody as never} />;
  const request = [<Request key="request" item={operation} />, <Response key="response" item={operation} />];
  // On a phone the column follows the article and the reader reaches it by "Code sample" (the jump
  // links): the samples stay first there, where the light panel's curl was.
  return (
    <>
      {narrow ? [samples, ...request] : [...request, samples]}
      <SecuritySchemes infoPath={infoPath} />
    </>
  );
}

/** The breakpoint below which the column stacks under the article (styles.module.css). */
const NARROW = '(max-width: 996.98px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
