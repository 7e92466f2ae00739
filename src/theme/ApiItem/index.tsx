import React, {useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Layout from '@theme/ApiItem/Layout';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import ExplorerColumn from './ExplorerColumn';
import JumpLinks from './JumpLinks';
import ResponseExample from './ResponseExample';
import WebhookColumn, {isWebhookPreview} from './WebhookColumn';
import {ExplorerContext, type ExplorerContextValue, type ExplorerStore, type PendingChoices} from './explorerContext';
import {isApiPreview, type ApiPreview} from './method';
import {ResponseExamplesContext, type DocumentedResponses} from './responseExamples';

interface ApiFrontMatter {
  api?: unknown;
  webhook?: unknown;
  api_curl?: string;
  info_path?: string;
  schema?: unknown;
  sample?: unknown;
  title?: string;
}

/**
 * An operation page: the reference on the left, the explorer on the right. The explorer's store
 * belongs to the page (reset on every operation, as the theme's was) and is created when the
 * explorer loads; until then the context holds no store and the page needs none.
 */
function OperationColumns({preview, curl, infoPath, children}: {preview: ApiPreview; curl: string; infoPath?: string; children: ReactNode}) {
  const [store, setStore] = useState<ExplorerStore | null>(null);
  const [responses, setResponses] = useState<DocumentedResponses | null>(null);
  const pending = useRef<PendingChoices>({selections: {}}).current;
  const context = useMemo<ExplorerContextValue>(() => ({store, pending}), [store, pending]);
  return (
    <ExplorerContext.Provider value={context}>
      <ResponseExamplesContext.Provider value={setResponses}>
        <SchemaExpansionProvider>
          <div className={clsx('row', 'theme-api-markdown')}>
            <div className="col col--7 openapi-left-panel__container">
              <JumpLinks />
              {children}
            </div>
            <ExplorerColumn preview={preview} curl={curl} infoPath={infoPath} pending={pending} onStore={setStore}>
              <ResponseExample responses={responses} />
            </ExplorerColumn>
          </div>
        </SchemaExpansionProvider>
      </ResponseExamplesContext.Provider>
    </ExplorerContext.Provider>
  );
}

/**
 * Replaces the openapi theme's ApiItem. Same page frame (doc context, metadata, the theme's
 * two-column layout, schema expansion), but the explorer is no longer part of the first load: the
 * theme's version imports it, with the code generators of eighteen languages (5 MB of JavaScript),
 * into every operation page. Here the right column starts as a light panel and loads the explorer
 * when the reader reaches for it (./ExplorerColumn.tsx).
 *
 * Front matter: generate.mjs replaces the theme's compressed `api` operation with
 * `{method, path, server, operation}` and a curl command (`api_curl`); the operation itself is
 * fetched from `operation` when the explorer opens.
 */
export default function ApiItem(props: Props): ReactNode {
  const MDXComponent = props.content;
  const frontMatter = MDXComponent.frontMatter as ApiFrontMatter;
  const docHtmlClassName = `docs-doc-id-${MDXComponent.metadata.id}`;

  let body: ReactNode;
  if (isApiPreview(frontMatter.api)) {
    body = (
      <OperationColumns key={MDXComponent.metadata.id} preview={frontMatter.api} curl={frontMatter.api_curl ?? ''} infoPath={frontMatter.info_path}>
        <MDXComponent />
      </OperationColumns>
    );
  } else if (isWebhookPreview(frontMatter.webhook)) {
    // A webhook event page: the request Salesloft sends, and beside it the example delivery.
    body = (
      <SchemaExpansionProvider>
        <div className={clsx('row', 'theme-api-markdown')}>
          <div className="col col--7 openapi-left-panel__container">
            <MDXComponent />
          </div>
          <WebhookColumn webhook={frontMatter.webhook} />
        </div>
      </SchemaExpansionProvider>
    );
  } else if (frontMatter.schema) {
    body = (
      <SchemaExpansionProvider>
        <div className={clsx('row', 'theme-api-markdown')}>
          <div className="col col--7 openapi-left-panel__container schema">
            <MDXComponent />
          </div>
          <div className="col col--5 openapi-right-panel__container">
            <CodeBlock language="json" title={frontMatter.title}>
              {JSON.stringify(frontMatter.sample, null, 2)}
            </CodeBlock>
          </div>
        </div>
      </SchemaExpansionProvider>
    );
  } else {
    // Overview and tag pages.
    body = (
      <div className="row">
        <div className="col col--12 markdown">
          <MDXComponent />
        </div>
      </div>
    );
  }

  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={docHtmlClassName}>
        <DocItemMetadata />
        <Layout>{body}</Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
