import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStorage} from '@theme/ApiExplorer/storage-utils';
import {createStoreWithState} from '@theme/ApiItem/store';
import {useAuth} from '../../auth/useAuth';
import {TRY_IT_OAUTH_KEY} from '../../auth/session';
import {isPlaceholder} from '../../../config/env';
import {runtimeFields} from '../../lib/runtimeFields';
import {SendControlContext, type SendControl} from '../ApiExplorer/Request/sendControl';
import {useExplorerContext, type ExplorerStore, type PendingChoices} from './explorerContext';
import ExplorerParts from './ExplorerParts';
// The explorer's code tabs (language icons and all): out of the global stylesheet, in a stylesheet
// that loads with this chunk (plugins/api-chunks, decision 0008).
import 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss';
import {initialExplorerState, type Operation} from './explorerState';
import {sessionChangeActions, type CredentialsState} from './sessionCredentials';

/*
 * Loaded with import() when a reader reaches for the explorer (./ExplorerColumn.tsx), never with the
 * page: everything heavy lives behind this module (the request builder, Redux Toolkit, the code
 * generators of eighteen languages).
 */

/** The theme's `api` options from the site's themeConfig (credential persistence and the like). */
export interface ExplorerOptions {
  authPersistence?: false | 'sessionStorage' | 'localStorage';
  [option: string]: unknown;
}

/**
 * The explorer's store for an operation, seeded as the openapi theme seeds it on page load:
 * credentials kept in storage (the sign-in puts the OAuth2 token there), the server picked earlier,
 * and the choices the reader made on the page meanwhile (schema branches, media types). When the
 * site is configured against an API of its own (API_URL, say the sandbox), requests go there first.
 */
export function createExplorerStore(operation: Operation, options: ExplorerOptions | undefined, pending: PendingChoices): ExplorerStore {
  const storage = createStorage(options?.authPersistence ?? 'sessionStorage');
  const auth = createAuth({security: operation.security, securitySchemes: operation.securitySchemes, options});
  const {API_URL} = runtimeFields();
  const apiUrl = isPlaceholder(API_URL) ? undefined : API_URL;
  const state = initialExplorerState(operation, {auth, storedServer: storage.getItem('server'), pending, apiUrl});
  return createStoreWithState(state, [createPersistenceMiddleware(options)]) as ExplorerStore;
}

/**
 * Keeps the open explorer's credentials in step with the reader's session: signing out, or the
 * token expiring, empties them at once (the Auth field, every code sample and the next request
 * lose the token without a reload); a sign-in fills in the new token (./sessionCredentials.ts).
 */
function useCredentialsFollowSession(): void {
  const {accessToken} = useAuth();
  const {store} = useExplorerContext();
  const last = useRef(accessToken);
  useEffect(() => {
    if (last.current === accessToken || !store) return;
    last.current = accessToken;
    const auth = store.getState().auth as CredentialsState | undefined;
    for (const action of sessionChangeActions(auth, accessToken, TRY_IT_OAUTH_KEY)) store.dispatch(action);
  }, [accessToken, store]);
}

export default function LoadedExplorer({operation, infoPath}: {operation: Operation; infoPath?: string}): ReactNode {
  // The request in flight, for the Response panel's Cancel button (src/theme/ApiExplorer/Request).
  const [control] = useState<SendControl>(() => ({current: null}));
  useCredentialsFollowSession();
  return (
    <SendControlContext.Provider value={control}>
      <ExplorerParts operation={operation} infoPath={infoPath} />
    </SendControlContext.Provider>
  );
}
