import {safeLocalStorage} from '../lib/storage';
import {writePreferredVersion} from '../api/versions';

/**
 * Remembers the API version a reader picks in the reference sidebar's version switch (links with
 * `data-api-version`), so the navbar's API link and /api/ open that version next time (SPEC 2, 9).
 */
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-api-version]');
      const version = link?.getAttribute('data-api-version');
      if (version) writePreferredVersion(safeLocalStorage(), version);
    },
    {capture: true},
  );
}
