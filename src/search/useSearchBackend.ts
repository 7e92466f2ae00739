import {useMemo} from 'react';
import {useSiteFields} from '@site/src/lib/siteConfig';
import {getSearchBackend, resolveSearchConfig, type SearchBackend} from './index';
import {installInsights} from './insights';

/**
 * The site's search backend (embedded by default, Algolia when configured) and `engage`, called
 * when the reader shows intent to search: it starts loading the index or the client, and for Algolia
 * installs search-insights before the modal needs it.
 */
export default function useSearchBackend(): {backend: SearchBackend; engage: () => void} {
  const fields = useSiteFields();
  return useMemo(() => {
    const config = resolveSearchConfig(fields);
    const backend = getSearchBackend(config);
    const engage = () => {
      if (config.kind === 'algolia') installInsights({appId: config.appId, apiKey: config.apiKey, host: config.insightsHost});
      backend.preload();
    };
    return {backend, engage};
  }, [fields]);
}
