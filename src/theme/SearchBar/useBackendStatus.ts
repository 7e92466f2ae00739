import {useEffect, useState} from 'react';
import type {BackendStatus, SearchBackend} from '@site/src/search/backend';

const CLASS_OF: Record<BackendStatus, string | null> = {loading: 'search-backend-loading', failed: 'search-backend-failed', ready: null};

function markBody(status: BackendStatus | null): void {
  for (const [key, name] of Object.entries(CLASS_OF)) if (name) document.body.classList.toggle(name, key === status);
}

/** Longest wait for DocSearch to render an answer before its screens are shown again anyway. */
const RENDER_WAIT_MS = 500;

/**
 * After a wait or a failure, the screen DocSearch still shows is the old one (its no-results screen
 * for the failed query, say) until it renders the answer that just came. The hiding classes stay
 * until the dropdown changes (a mutation observer runs before the next paint), so that old screen
 * never shows for a frame.
 */
function unmarkAfterRender(): () => void {
  const dropdown = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
  if (!dropdown) {
    markBody(null);
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    markBody(null);
  };
  const observer = new MutationObserver(finish);
  observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
  const timer = window.setTimeout(finish, RENDER_WAIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * The backend's status for the modal's own screens (LoadingScreen, ErrorScreen). DocSearch 4.7
 * would render its no-results screen for a query still waiting on the index, or answered by a
 * failure, and its own error screen never shows (autocomplete-core resets the status to 'idle' as
 * the request settles). The body classes that hide its no-results screen are set in the listener
 * itself, before DocSearch can render the empty answer, so not even one frame says "No results".
 */
export default function useBackendStatus(backend: SearchBackend): BackendStatus | null {
  const [status, setStatus] = useState<BackendStatus | null>(backend.status);
  useEffect(() => {
    markBody(backend.status === 'ready' ? null : backend.status);
    setStatus(backend.status);
    let cancelPending = () => undefined as void;
    const unsubscribe = backend.onStatus((next) => {
      cancelPending();
      if (next === 'ready') cancelPending = unmarkAfterRender();
      else markBody(next);
      setStatus(next);
    });
    return () => {
      unsubscribe();
      cancelPending();
      markBody(null);
    };
  }, [backend]);
  return status;
}
