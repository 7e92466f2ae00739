import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TopicPage from '@site/src/components/TopicPage';

const flow = `POST /v2/bulk_jobs                     {"type": "person/upsert", "name": "Nightly CRM sync"}
POST /v2/bulk_jobs/{id}/job_data       {"data": [ ...up to 5,000 records... ]}
PUT  /v2/bulk_jobs/{id}                {"ready_to_execute": true}
GET  /v2/bulk_jobs/{id}                state: open -> executing -> done
GET  /v2/bulk_jobs/{id}/results        per-record status: success or error`;

/** /bulk/: bulk jobs at a glance. */
export default function BulkPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Platform"
      title="Bulk jobs"
      description="Create or update large numbers of records asynchronously: load the data in batches, start the job, and read a result for every record when it is done."
      sections={[
        {
          heading: 'How a bulk job runs',
          body: [
            'A job starts open. You add its records in batches of up to 5,000 per request, then mark it ready to execute. Salesloft processes the team’s jobs one queue at a time; when your job is done, each record has a result of success or error, and a bulk_job_completed webhook can tell you without polling.',
            'Bulk jobs suit imports and nightly syncs. They are not meant for work that must happen within seconds: the queue is shared by the whole team.',
          ],
          children: <CodeBlock language="text">{flow}</CodeBlock>,
          cards: [
            {to: '/docs/platform/bulk-jobs/intro/', title: 'Introduction', text: 'Lifecycle, states, fields and limits.'},
            {to: '/docs/platform/bulk-jobs/bulk-types/', title: 'Job types', text: 'What each job type does and the records it expects.'},
            {to: '/docs/platform/bulk-jobs/example-flow/', title: 'Example flow', text: 'Every request and response, end to end.'},
          ],
        },
      ]}
    />
  );
}
