import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TopicPage from '@site/src/components/TopicPage';

const example = `{
  "settings": {"name": "Q3 outbound: VP Sales", "cadence_function": "outbound"},
  "sharing_settings": {"team_cadence": false, "shared": true},
  "cadence_content": {
    "step_groups": [
      {
        "day": 1,
        "due_immediately": false,
        "automated": false,
        "reference_id": 1,
        "steps": [
          {
            "enabled": true,
            "name": "Intro email",
            "type": "Email",
            "type_settings": {
              "email_template": {"title": "Intro", "subject": "Quick question", "body": "<p>Hello</p>"}
            }
          }
        ]
      }
    ]
  }
}`;

/** /cadence-imports/: cadence imports at a glance. */
export default function CadenceImportsPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Platform"
      title="Cadence imports"
      description="Create a complete cadence, with its settings, sharing, step groups, steps and email templates, from a single JSON document sent to POST /v2/cadence_imports."
      sections={[
        {
          heading: 'One document, one cadence',
          body: [
            'A cadence import carries three parts: settings (name, daily target, when to remove people, its function), sharing_settings (team cadence or shared), and cadence_content, the step groups by day with their steps. Give cadence_content.cadence_id instead of settings to add steps to a cadence that already exists.',
            'Export an existing cadence with GET /v2/cadence_exports/{id} to get the same structure back, ready to copy between teams or keep in version control.',
          ],
          children: <CodeBlock language="json">{example}</CodeBlock>,
          cards: [
            {to: '/docs/platform/cadence-imports/introduction/', title: 'Introduction', text: 'The request, the response and the export.'},
            {to: '/docs/platform/cadence-imports/settings/', title: 'Settings', text: 'Name, target, removal rules and cadence function.'},
            {to: '/docs/platform/cadence-imports/step-groups/', title: 'Step groups', text: 'Days, automation and email threading.'},
            {to: '/docs/platform/cadence-imports/steps/', title: 'Steps', text: 'Email, phone, integration and other steps.'},
            {to: '/docs/platform/cadence-imports/more-examples/', title: 'More examples', text: 'Complete documents for common cadences.'},
          ],
        },
      ]}
    />
  );
}
