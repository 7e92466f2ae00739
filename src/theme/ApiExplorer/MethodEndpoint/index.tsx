import React, {useSyncExternalStore, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useExplorerContext, type ExplorerState, type ExplorerStore} from '../../ApiItem/explorerContext';
import {displayUrl, isApiPreview, methodColor} from '../../ApiItem/method';

interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

const noStore = () => () => undefined;

/** The server URL the explorer has selected, with its variables filled in; null before it loads. */
function useSelectedServer(store: ExplorerStore | null): string | null {
  const server = useSyncExternalStore(
    store?.subscribe ?? noStore,
    () => (store?.getState() as ExplorerState | undefined)?.server?.value,
    () => undefined,
  );
  if (!server?.url) return null;
  return Object.entries(server.variables ?? {}).reduce((url, [name, variable]) => url.replace(`{${name}}`, variable.default ?? ''), server.url);
}

/**
 * Replaces the theme's operation heading (method badge and URL). The theme's reads the server from
 * the explorer's store, which this site creates only when the explorer loads; it would add the
 * server in front of the path at that moment and move the page. This one shows the operation's
 * first server from the start (generate.mjs puts it in the front matter), which is what the
 * explorer selects, and follows the explorer if the reader picks another.
 */
export default function MethodEndpoint({method, path, context}: Props): ReactNode {
  const {frontMatter} = useDoc();
  const {store} = useExplorerContext();
  const selected = useSelectedServer(store);
  const preview = (frontMatter as {api?: unknown}).api;
  const server = context === 'callback' ? '' : (selected ?? (isApiPreview(preview) ? preview.server : undefined));
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${methodColor(method)}`}>{method === 'event' ? 'Webhook' : method.toUpperCase()}</span>{' '}
        {method !== 'event' && <h2 className="openapi__method-endpoint-path">{displayUrl(server, path)}</h2>}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
