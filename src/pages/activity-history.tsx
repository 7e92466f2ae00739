import React, {type ReactNode} from 'react';
import TopicPage from '@site/src/components/TopicPage';

/** /activity-history/: the activity timeline API at a glance. */
export default function ActivityHistoryPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Platform"
      title="Activity history"
      description="One endpoint, GET /v2/activity_histories, returns the timeline of what happened to a person, an account or an opportunity: emails, calls, meetings, notes, cadence events and more."
      sections={[
        {
          heading: 'When to use it',
          body: [
            'Use activity history to show a record’s timeline in your own product, to copy engagement into a data warehouse, or to audit what a rep did and when. Each activity has a type such as sent_email, call, meeting or note, the time it occurred, the record it belongs to and the user who did it.',
            'Filter by resource_type and resource_id to read one record’s timeline, by type to pick the kinds of activity you need, and by occurred_at or updated_at ranges to sync incrementally. Sort by occurred_at or updated_at.',
          ],
          cards: [
            {to: '/docs/platform/activity-history/available-activities/', title: 'Available activities', text: 'Every activity type and what it records.'},
            {to: '/docs/platform/activity-history/filters/', title: 'Filters', text: 'All query parameters with examples.'},
            {to: '/docs/platform/activity-history/response-examples/', title: 'Response examples', text: 'What the timeline looks like in JSON.'},
          ],
        },
      ]}
    />
  );
}
