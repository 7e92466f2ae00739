import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

interface HitProps {
  hit: {
    url: string;
    objectID: string;
    type?: string;
    hierarchy?: Record<string, string | null>;
    __autocomplete_queryID?: string;
    __autocomplete_indexName?: string;
  };
  children: ReactNode;
}

/**
 * A result as a client-side link. The data attributes name the hit for the active-item insights
 * event, and expose its type and levels so that tests can check SPEC 5's ordering as rendered.
 */
export default function Hit({hit, children}: HitProps): ReactNode {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3'].map((level) => hit.hierarchy?.[level] ?? '').join('');
  return (
    <Link
      to={hit.url}
      data-object-id={hit.objectID}
      data-query-id={hit.__autocomplete_queryID}
      data-index-name={hit.__autocomplete_indexName}
      data-hit-type={hit.type}
      data-hit-levels={levels}>
      {children}
    </Link>
  );
}
