import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TopicPage from '@site/src/components/TopicPage';

const verify = `import {createHmac, timingSafeEqual} from 'node:crypto';

// rawBody: the exact bytes Salesloft sent; token: the subscription's callback_token.
export function isGenuine(rawBody, signatureHeader, token) {
  const expected = createHmac('sha1', token).update(rawBody).digest('hex');
  const given = Buffer.from(String(signatureHeader ?? ''), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}`;

/** /webhooks/: webhooks at a glance. */
export default function WebhooksPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Platform"
      title="Webhooks"
      description="Subscribe to events such as person_created, cadence_membership_updated or meeting_booked, and Salesloft will POST each one to your endpoint as it happens."
      sections={[
        {
          heading: 'How delivery works',
          body: [
            'Create a subscription with POST /v2/webhook_subscriptions, giving a callback_url, a callback_token you choose, and one event_type. Each event arrives as an HTTP POST with a JSON body and two headers: x-salesloft-event names the event, and x-salesloft-signature holds the hex HMAC-SHA1 of the raw body keyed with your callback_token.',
            'Answer quickly with a 2xx status and do the work afterwards. A failed delivery is retried three more times, fifteen seconds apart, before it is marked as failed.',
          ],
          children: <CodeBlock language="javascript" title="Verify a delivery (Node.js)">{verify}</CodeBlock>,
          cards: [
            {to: '/docs/platform/webhooks/introduction/', title: 'Introduction', text: 'The subscription lifecycle, from create to delete.'},
            {to: '/docs/platform/webhooks/event-types/', title: 'Event types', text: 'Every event and when it fires.'},
            {to: '/docs/platform/webhooks/delivery-headers/', title: 'Delivery headers', text: 'Headers and signature verification in several languages.'},
          ],
        },
      ]}
    />
  );
}
