// Not a wrapper: the page's text and suggested links replace the theme's fixed text.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

const suggestions = [
  {to: '/docs/platform/intro/', label: 'Getting started', text: 'Credentials, the base URL and your first request.'},
  {to: '/docs/api/', label: 'API reference', text: 'Every v2 endpoint with parameters, schemas and examples.'},
  {to: '/guides/', label: 'Guides', text: 'Walkthroughs for syncing data, polling and mapping identifiers.'},
  {to: '/webhooks/', label: 'Webhooks', text: 'Subscribe to events and verify their signatures.'},
] as const;

/** The not-found page: says what happened and offers the places most readers were looking for. */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was reorganised, or the link
            that brought you here may contain a typo. Use the search box at the top of the page (press{' '}
            <kbd>Ctrl</kbd>+<kbd>K</kbd>), or start from one of these:
          </p>
          <ul className="not-found__list">
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link> - {s.text}
              </li>
            ))}
          </ul>
          <p>
            Looking for an API operation? Reference pages are named after the resource and the action, for example{' '}
            <Link to="/docs/api/people-index/">/docs/api/people-index/</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
