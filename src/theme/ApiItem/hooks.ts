import {useCallback, useRef, useSyncExternalStore} from 'react';
import {SET_ACCEPT, SET_CONTENT_TYPE, SET_SCHEMA_SELECTION, useExplorerContext, type ExplorerAction, type ExplorerState} from './explorerContext';

/*
 * Replaces the theme's `@theme/ApiItem/hooks`, which read the explorer's store from react-redux.
 * Every explorer component and the schema views select and dispatch through these two hooks, so
 * serving them from ExplorerContext lets the page render without the store (it is created when the
 * explorer loads) and keeps react-redux out of the bundle.
 */

const noSubscription = () => () => undefined;

/**
 * A value from the explorer's state; re-renders when it changes. Before the explorer has loaded
 * there is no state and every value is undefined (the media-type tabs, the only selectors on the
 * page then, treat that as "nothing chosen yet").
 */
export function useTypedSelector<T>(selector: (state: ExplorerState) => T): T {
  const {store} = useExplorerContext();
  // The same state gives the same value, so selectors that build objects do not loop.
  const cache = useRef<{state: ExplorerState; selector: (state: ExplorerState) => T; value: T} | null>(null);
  const getSnapshot = () => {
    if (store === null) return undefined as T;
    const state = store.getState();
    const hit = cache.current;
    if (hit !== null && hit.state === state && hit.selector === selector) return hit.value;
    const value = selector(state);
    cache.current = {state, selector, value};
    return value;
  };
  return useSyncExternalStore(store?.subscribe ?? noSubscription, getSnapshot, getSnapshot);
}

/**
 * Dispatches to the explorer's store. Before the explorer has loaded, the reader's choices on the
 * page (oneOf/anyOf branch, response and body media type) are kept so that the store starts with
 * them; nothing else is dispatched on the page then.
 */
export function useTypedDispatch(): (action: ExplorerAction) => unknown {
  const {store, pending} = useExplorerContext();
  return useCallback(
    (action: ExplorerAction) => {
      if (store !== null) return store.dispatch(action);
      if (action.type === SET_SCHEMA_SELECTION) {
        const {path, index} = action.payload as {path: string; index: number};
        pending.selections[path] = index;
      } else if (action.type === SET_ACCEPT) {
        pending.accept = action.payload as string;
      } else if (action.type === SET_CONTENT_TYPE) {
        pending.contentType = action.payload as string;
      }
      return action;
    },
    [store, pending],
  );
}
