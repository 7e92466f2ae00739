// Not a wrapper: SPEC 2 and 8 fix the heading, text and tab title, which the theme's component hard-codes.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';

/**
 * The crash screen of SPEC 2 and 8: 'This page crashed', tab title 'Page Error', a 'Try again'
 * button that clears the error, and the error message with its causes. Navbar and footer stay usable.
 */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" role="alert">
      <Head>
        <title>Page Error</title>
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            This page crashed
          </Heading>
          <p>Something went wrong while showing this page. Trying again often helps; if it does not, reload the page.</p>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
          </div>
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}
