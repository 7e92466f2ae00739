// Not a wrapper: which status codes render (the selected one only) is decided inside the theme's component.
import React, {startTransition, useContext, useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ApiTabs from '@theme/ApiTabs';
import Markdown from '@theme/Markdown';
import ResponseSchema from '@theme/ResponseSchema';
import SchemaItem from '@theme/SchemaItem';
import TabItem from '@theme/TabItem';
import {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';
import LazyDetails from '@site/src/components/LazyDetails';
import {SchemaRows, type Body} from '@site/src/components/ApiBody';
import {ResponseExamplesContext, type DocumentedResponses} from '@site/src/theme/ApiItem/responseExamples';

interface Header {
  description?: string;
  schema?: Record<string, unknown>;
  example?: unknown;
}

interface Response {
  description?: string;
  headers?: Record<string, Header>;
  content?: Body['content'];
}

interface Props {
  label?: string;
  id?: string;
  responses?: Record<string, Response>;
}

/** A response's headers: name, type, description and example, as schema rows. */
function ResponseHeaders({headers}: {headers: Record<string, Header>}): ReactNode {
  return (
    <SchemaRows>
      {Object.entries(headers).map(([name, header]) => {
        const schema = {...header.schema, description: header.description, ...(header.example !== undefined ? {example: header.example} : {})};
        return <SchemaItem key={name} name={name} collapsible={false} schemaName={getSchemaName(header.schema ?? {})} schema={schema} discriminator={false} />;
      })}
    </SchemaRows>
  );
}

/**
 * The "Responses" section: a tab per status code. Replaces the theme's StatusCodes so that only the
 * selected status code (the first, a success) is in the page's HTML and the others render when
 * chosen; headers render when their details are opened. The markup and labels are the theme's.
 */
export default function StatusCodes({label, id, responses}: Props): ReactNode {
  // The operation page's right-hand column shows these responses' examples beside the request.
  // Handed over as a transition: the example (a few hundred highlighted spans, built in the browser
  // once the page has hydrated) then renders in interruptible slices, not in one task of 20-40 ms
  // CPU that blocked the page right after hydration (Lighthouse's 4x: 80-160 ms, issue 30).
  const publish = useContext(ResponseExamplesContext);
  useEffect(() => {
    if (responses) startTransition(() => publish(responses as DocumentedResponses));
  }, [responses, publish]);
  if (!responses || Object.keys(responses).length === 0) return null;
  return (
    <ApiTabs label={label} id={id} lazy>
      {Object.entries(responses).map(([code, response]) => (
        <TabItem key={code} label={code} value={code}>
          <div>
            {response.description && (
              <div style={{marginTop: '.5rem', marginBottom: '.5rem'}}>
                <Markdown>{response.description}</Markdown>
              </div>
            )}
          </div>
          {response.headers && (
            <LazyDetails
              className="openapi-markdown__details"
              data-collapsed
              open={false}
              style={{textAlign: 'left', marginBottom: '1rem'}}
              summary={
                <summary>
                  <strong>{translate({id: 'theme.openapi.statusCodes.responseHeaders', message: 'Response Headers'})}</strong>
                </summary>
              }>
              <ResponseHeaders headers={response.headers} />
            </LazyDetails>
          )}
          <ResponseSchema title={translate({id: 'theme.openapi.statusCodes.schemaTitle', message: 'Schema'})} body={{content: response.content}} />
        </TabItem>
      ))}
    </ApiTabs>
  );
}
