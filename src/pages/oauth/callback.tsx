import React, {type ReactNode, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {CALLBACK_KEY, parseCallback} from '@site/src/auth/popup';
import {PENDING_KEY} from '@site/src/auth/state';
import {safeLocalStorage} from '@site/src/lib/storage';

type Outcome = 'working' | 'done' | 'denied' | 'invalid' | 'notFromSite';

const MESSAGES: Record<Outcome, string> = {
  working: 'Completing sign-in…',
  done: 'Signed in. This window closes by itself; you can also close it.',
  denied: 'Sign-in was cancelled. You can close this window.',
  invalid: 'This page finishes a sign-in started from the site and has nothing to do on its own. You can close it.',
  notFromSite:
    'This sign-in window was not opened from the site, or the site is no longer waiting for it, so nothing was saved. To sign in, go back to the site and choose Log In.',
};

/**
 * True when this window was opened by a page of this site that is waiting for a sign-in: the
 * opener exists, is same-origin (reading its storage throws otherwise) and holds a pending sign-in.
 * A bookmarked, reloaded or directly opened callback has none, and must not hand a code over to
 * whatever other tab of the site happens to be listening.
 */
function hasWaitingOpener(): boolean {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener === window || opener.closed) return false;
    if (opener.location.origin !== window.location.origin) return false;
    return opener.sessionStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * /oauth/callback/: where the SSO popup returns (SPEC 4.3, 4.5). It hands `{code, state}` (and
 * context/scope when present) to the opener through localStorage, then closes. The opener removes the
 * entry at once, checks the state and exchanges the code. On access_denied it just closes.
 */
export default function OAuthCallback(): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>('working');
  useEffect(() => {
    const result = parseCallback(window.location.search);
    if (result === 'denied') {
      setOutcome('denied');
      window.close();
      return;
    }
    if (!result) {
      setOutcome('invalid');
      return;
    }
    // Drop the code from the address bar and history before anything else can read it.
    window.history.replaceState(null, '', window.location.pathname);
    if (!hasWaitingOpener()) {
      setOutcome('notFromSite');
      return;
    }
    safeLocalStorage().set(CALLBACK_KEY, JSON.stringify(result));
    setOutcome('done');
    window.close();
  }, []);

  return (
    <Layout title="Signing in" description="Completes sign-in to the Salesloft developer site." noFooter>
      <main className="container margin-vert--xl">
        <Heading as="h1">Sign-in</Heading>
        <p role="status">{MESSAGES[outcome]}</p>
        {(outcome === 'notFromSite' || outcome === 'invalid') && (
          <p>
            <Link to="/">Back to Salesloft Developers</Link>
          </p>
        )}
      </main>
    </Layout>
  );
}
