import React, {type ReactNode, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {CALLBACK_KEY, parseCallback} from '@site/src/auth/popup';
import {safeLocalStorage} from '@site/src/lib/storage';

type Outcome = 'working' | 'done' | 'denied' | 'invalid';

const MESSAGES: Record<Outcome, string> = {
  working: 'Completing sign-in…',
  done: 'Signed in. This window closes by itself; you can also close it.',
  denied: 'Sign-in was cancelled. You can close this window.',
  invalid: 'This page finishes a sign-in started from the site and has nothing to do on its own. You can close it.',
};

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
    safeLocalStorage().set(CALLBACK_KEY, JSON.stringify(result));
    // Drop the code from the address bar and history before anything else can read it.
    window.history.replaceState(null, '', window.location.pathname);
    setOutcome('done');
    window.close();
  }, []);

  return (
    <Layout title="Signing in" description="Completes sign-in to the Salesloft developer site." noFooter>
      <main className="container margin-vert--xl">
        <Heading as="h1">Sign-in</Heading>
        <p role="status">{MESSAGES[outcome]}</p>
      </main>
    </Layout>
  );
}
