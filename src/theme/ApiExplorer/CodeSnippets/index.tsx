import React, {useMemo, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useStorageSlot} from '@docusaurus/theme-common';
import ApiCodeBlock from '@theme/ApiExplorer/ApiCodeBlock';
import {useTypedSelector} from '../../ApiItem/hooks';
import type {ExplorerState} from '../../ApiItem/explorerContext';
import {isApiPreview} from '../../ApiItem/method';
import {LANGUAGES} from './generators';
import LanguageTabs from './LanguageTabs';
import {requestFromExplorer, type ExplorerValues, type SampleOperation} from './request';

/**
 * Replaces the openapi theme's code samples (postman-code-generators, one generator per language
 * with its own idea of the request). Here the explorer's current values make one request
 * (./request.ts) and each language spells that out (./generators.ts), so every tab shows the same
 * call the explorer sends. The reader's language is kept in the same storage slot the theme used
 * (`docusaurus.tab.code-samples`), so a choice made before carries over.
 */

interface Props {
  /** The operation's request body (the theme passes the operation's `requestBody`). */
  requestBody?: SampleOperation['requestBody'];
  [prop: string]: unknown;
}

// Selectors at module level: useTypedSelector caches by selector identity.
const selectParams = (state: ExplorerState) => state.params as ExplorerValues['params'] | undefined;
const selectServer = (state: ExplorerState) => state.server?.value;
const selectBody = (state: ExplorerState) => state.body as ExplorerValues['body'] | undefined;
const selectContentType = (state: ExplorerState) => (state.contentType as {value?: string} | undefined)?.value;
const selectAccept = (state: ExplorerState) => (state.accept as {value?: string} | undefined)?.value;
const selectAuth = (state: ExplorerState) => state.auth as ExplorerValues['auth'] | undefined;

export const STORAGE_SLOT = 'docusaurus.tab.code-samples';
/** The language of the page's own request sample, shown before the explorer loads. */
export const DEFAULT_LANGUAGE = 'curl';

export default function CodeSnippets({requestBody}: Props): ReactNode {
  const {frontMatter} = useDoc();
  const preview = (frontMatter as {api?: unknown}).api;
  const params = useTypedSelector(selectParams);
  const server = useTypedSelector(selectServer);
  const body = useTypedSelector(selectBody);
  const contentType = useTypedSelector(selectContentType);
  const accept = useTypedSelector(selectAccept);
  const auth = useTypedSelector(selectAuth);
  const [stored, storage] = useStorageSlot(STORAGE_SLOT);
  // A language the reader chose earlier wins; otherwise the explorer opens on the sample the page
  // showed before it loaded (the curl command of ExplorerColumn), not on the first tab.
  const language = LANGUAGES.find((lang) => lang.key === stored) ?? LANGUAGES.find((lang) => lang.key === DEFAULT_LANGUAGE) ?? LANGUAGES[0]!;

  const request = useMemo(() => {
    if (!isApiPreview(preview)) return null;
    // No security options in the explorer means the operation asks for no credentials.
    const security = auth && Object.keys(auth.options ?? {}).length === 0 ? [] : undefined;
    const operation: SampleOperation = {method: preview.method, path: preview.path, requestBody, security};
    return requestFromExplorer(operation, {
      params: params ?? {},
      server: server ?? (preview.server ? {url: preview.server} : undefined),
      body: body ?? {type: 'empty'},
      contentType,
      accept,
      auth: auth ?? {},
    });
  }, [preview, requestBody, params, server, body, contentType, accept, auth]);

  const code = useMemo(() => (request ? language.generate(request) : ''), [request, language]);
  if (!request) return null;
  return (
    <LanguageTabs tabs={LANGUAGES} selected={language.key} onSelect={(key) => storage.set(key)}>
      <ApiCodeBlock language={language.highlight} className="openapi-explorer__code-block" showLineNumbers>
        {code}
      </ApiCodeBlock>
    </LanguageTabs>
  );
}
