import React, {type ReactNode, useState} from 'react';
import Layout from '@theme/Layout';

/**
 * Throws from render after a click, with a cause chain. Its state lives inside the layout's error
 * boundary, so 'Try again' remounts it unarmed and the page recovers.
 */
function Bomb(): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw new Error('Deliberate crash from the test route', {cause: new Error('Root cause: test fixture')});
  }
  return (
    <main className="container margin-vert--lg">
      <h1>Crash test</h1>
      <p id="crash-test-ready">This page renders normally until you press the button.</p>
      <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
        Crash this page
      </button>
    </main>
  );
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Test-only page that crashes on demand.">
      <Bomb />
    </Layout>
  );
}
