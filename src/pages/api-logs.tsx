import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import TopicPage from '@site/src/components/TopicPage';
import ApiLogs from '@site/src/components/ApiLogs';
import {useAuth} from '@site/src/auth/useAuth';

/** Signed out: what the dashboard shows, and the way in. Signed in: the dashboard itself. */
function Dashboard(): ReactNode {
  const auth = useAuth();
  if (auth.status === 'signedIn') return <ApiLogs />;
  return (
    <section aria-labelledby="sign-in-heading" className="margin-bottom--lg">
      <h2 id="sign-in-heading">Sign in to see your team’s requests</h2>
      {auth.enabled ? (
        <>
          <p>The dashboard reads your team’s request history with your own sign-in; nothing is shown to anyone else.</p>
          <button type="button" className="button button--primary" onClick={auth.login}>
            Log In
          </button>
          {auth.popupBlocked && (
            <p role="alert" className="margin-top--sm">
              Your browser blocked the sign-in window. Allow pop-ups for this site, then choose Log In again.
            </p>
          )}
        </>
      ) : (
        <p>
          Sign-in is not enabled on this copy of the site. On the public developer site, log in with your Salesloft
          account to open the dashboard; you can also create and review credentials under{' '}
          <Link to="https://accounts.salesloft.com/oauth/applications">Manage Apps</Link>.
        </p>
      )}
    </section>
  );
}

/** /api-logs/: the signed-in developer's API logs dashboard (DESIGN: API logs page). */
export default function ApiLogsPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Tools"
      title="API Logs"
      description="See the requests your team's integrations and API keys made: when, which endpoint, the status returned and what each call cost against the rate limit."
      intro={<Dashboard />}
      sections={[
        {
          heading: 'What the dashboard shows',
          body: [
            'Each row is one request made to the Salesloft API with a credential of your team: the time it arrived, the HTTP method, the path and query string, the status code returned, the rate-limit cost it was charged, and the API key or OAuth integration that made it.',
            'Filter by time range, method, status class (2xx, 4xx, 5xx) and integration or key to find the calls behind a failing sync, a spike of 429 responses or an unexpected change to a record.',
          ],
        },
        {
          heading: 'Using it to debug',
          body: [
            'A 401 means the token was missing, expired or revoked: refresh it or reconnect. A 403 points at a missing scope. A 422 carries field errors in its body: compare the logged query with the parameters the reference documents. Clusters of 429 responses show where to slow down or move to webhooks and cursor polling.',
          ],
          cards: [
            {to: '/docs/platform/guides/api-logs/', title: 'API logs guide', text: 'How to read the logs and correlate them with your own.'},
            {to: '/docs/platform/api-basics/rate-limits/', title: 'Rate limits', text: 'What each call costs and how to handle HTTP 429.'},
            {to: '/docs/platform/api-basics/request-response-format/', title: 'Error responses', text: 'The bodies of 401, 403, 404, 422 and 429.'},
          ],
        },
      ]}
    />
  );
}
