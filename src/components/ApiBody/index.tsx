import React, {useEffect, useState, type ReactElement, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeSamples from '@theme/CodeSamples';
import Markdown from '@theme/Markdown';
import TabItem from '@theme/TabItem';
import styles from './styles.module.css';

/** A media type object of a request or response body (already dereferenced). */
export interface MediaType {
  schema?: {properties?: Record<string, unknown>; type?: string; [key: string]: unknown};
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown} | undefined>;
}

export interface Body {
  content?: Record<string, MediaType | undefined>;
  required?: boolean;
  description?: string;
}

/** Rows of a schema view: see styles.module.css for why this is not a list. */
export function SchemaRows({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.rows}>{children}</div>;
}

function languageOf(mimeType: string): string {
  if (mimeType.endsWith('json')) return 'json';
  if (mimeType.endsWith('xml')) return 'xml';
  return 'shell';
}

const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : String(value));

/**
 * An example generated from the schema. The generator (and, for XML, the theme's converter) is
 * loaded when the tab is first shown: it is not needed for the page, and most readers never open it.
 */
function GeneratedExample({schema, mimeType}: {schema: unknown; mimeType: string}): ReactNode {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      // Named on-demand chunks stay out of the shared API chunk (plugins/api-chunks).
      const {sampleResponseFromSchema} = await import(
        /* webpackChunkName: "api-on-demand-example" */ 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample'
      );
      const sample: unknown = sampleResponseFromSchema(schema as never);
      let out: string;
      if (mimeType.endsWith('xml') && typeof sample === 'object' && sample !== null) {
        const {json2xml} = await import(/* webpackChunkName: "api-on-demand-example" */ '@theme/ResponseExamples');
        out = json2xml(sample, '  ');
      } else {
        out = JSON.stringify(sample, null, 2) ?? '';
      }
      if (live) setText(out);
    })();
    return () => {
      live = false;
    };
  }, [schema, mimeType]);
  if (text === null) return <div className={styles.loading}>{translate({id: 'site.apiBody.generating', message: 'Generating an example…'})}</div>;
  return <CodeSamples example={text} language={mimeType.endsWith('xml') ? 'xml' : 'json'} />;
}

/**
 * The example tabs that follow a body's schema tab, as the openapi theme labels them: "Example
 * (auto)" generated from the schema, each named example, and "Example". They sit in lazy tabs,
 * so none of them is in the page's HTML until a reader selects it (most of an operation's HTML
 * was highlighted example JSON in tabs nobody had opened).
 */
export function exampleTabs(media: MediaType, mimeType: string, {generated}: {generated: boolean}): ReactElement[] {
  const tabs: ReactElement[] = [];
  const language = languageOf(mimeType);
  if (generated && media.schema) {
    const label = translate({id: 'theme.openapi.responseExamples.autoExample', message: 'Example (auto)'});
    tabs.push(
      <TabItem key="auto" label={label} value="Example (auto)">
        <GeneratedExample schema={media.schema} mimeType={mimeType} />
      </TabItem>,
    );
  }
  for (const [name, example] of Object.entries(media.examples ?? {})) {
    if (!example) continue;
    tabs.push(
      <TabItem key={`named-${name}`} label={name} value={name}>
        {example.summary && <Markdown className="openapi-example__summary">{example.summary}</Markdown>}
        <CodeSamples example={asText(example.value)} language={language} />
      </TabItem>,
    );
  }
  if (media.example !== undefined) {
    const label = translate({id: 'theme.openapi.responseExamples.example', message: 'Example'});
    tabs.push(
      <TabItem key="example" label={label} value="Example">
        <CodeSamples example={asText(media.example)} language={language} />
      </TabItem>,
    );
  }
  return tabs;
}
