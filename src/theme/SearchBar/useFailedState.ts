import {useEffect, useState} from 'react';
import type {SearchBackend} from '@site/src/search/backend';

/**
 * Whether the last search failed on every host. DocSearch 4.7 sets its 'error' status when the
 * client throws a RetryError, but autocomplete-core resets the status to 'idle' as the request
 * settles, so its error screen never shows; the wrap shows SPEC 8's message itself (ErrorScreen.tsx).
 */
export default function useFailedState(backend: SearchBackend): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => backend.onStatus(setFailed), [backend]);
  useEffect(() => {
    document.body.classList.toggle('search-backend-failed', failed);
    return () => document.body.classList.remove('search-backend-failed');
  }, [failed]);
  return failed;
}
