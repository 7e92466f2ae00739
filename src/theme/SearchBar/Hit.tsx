import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

interface HitProps {
  hit: {url: string; objectID: string; __autocomplete_queryID?: string; __autocomplete_indexName?: string};
  children: ReactNode;
}

/** A result as a client-side link; the data attributes let the active-item event name the hit. */
export default function Hit({hit, children}: HitProps): ReactNode {
  return (
    <Link to={hit.url} data-object-id={hit.objectID} data-query-id={hit.__autocomplete_queryID} data-index-name={hit.__autocomplete_indexName}>
      {children}
    </Link>
  );
}
