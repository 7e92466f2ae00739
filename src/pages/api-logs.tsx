import React, {type ReactNode} from 'react';
import TopicPage from '@site/src/components/TopicPage';

/** /api-logs/: what the API logs dashboard shows and how to use it for debugging. */
export default function ApiLogsPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Tools"
      title="API Logs"
      description="See the requests your team's integrations and API keys made: when, which endpoint, the status returned and what each call cost against the rate limit."
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
