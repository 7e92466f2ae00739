import {createContext, useContext} from 'react';

/** An action of the explorer's store (Redux-style). */
export interface ExplorerAction {
  type: string;
  payload?: unknown;
}

/** The parts of the explorer's state this site reads; the theme's slices hold more. */
export interface ExplorerState {
  server?: {value?: {url: string; variables?: Record<string, {default?: string}>}};
  [slice: string]: unknown;
}

/** What the explorer's store offers: the Redux store interface, nothing more. */
export interface ExplorerStore {
  getState(): ExplorerState;
  dispatch(action: ExplorerAction): unknown;
  subscribe(listener: () => void): () => void;
}

/**
 * Choices a reader makes on the page before the explorer exists (say, a oneOf tab of a request
 * body); the explorer's store starts from them when it is created.
 */
export interface PendingChoices {
  selections: Record<string, number>;
  /** Response type picked in a response's media-type tabs. */
  accept?: string;
  /** Request body type picked in the body's media-type tabs. */
  contentType?: string;
}

export interface ExplorerContextValue {
  /** The explorer's store once the explorer has loaded; null until then. */
  store: ExplorerStore | null;
  pending: PendingChoices;
}

/**
 * Hands the explorer's store to the theme's components. The theme expects a react-redux Provider
 * around the whole page; this site creates the store only when the explorer loads, so components
 * reach it through this context instead (./hooks.ts), and react-redux is not needed at all.
 */
export const ExplorerContext = createContext<ExplorerContextValue>({store: null, pending: {selections: {}}});

export function useExplorerContext(): ExplorerContextValue {
  return useContext(ExplorerContext);
}

/** Action types of the theme's slices that the page itself dispatches (schema and media-type tabs). */
export const SET_SCHEMA_SELECTION = 'schemaSelection/setSchemaSelection';
export const CLEAR_SCHEMA_SELECTIONS = 'schemaSelection/clearSchemaSelections';
export const SET_ACCEPT = 'accept/setAccept';
export const SET_CONTENT_TYPE = 'contentType/setContentType';
