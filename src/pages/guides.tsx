import React, {type ReactNode} from 'react';
import TopicPage from '@site/src/components/TopicPage';

/** /guides/: the task-oriented guides. */
export default function GuidesPage(): ReactNode {
  return (
    <TopicPage
      eyebrow="Guides"
      title="Guides"
      description="Walkthroughs for the problems integrations run into: syncing changes efficiently, mapping your identifiers to Salesloft records, importing opportunities and debugging with the API logs."
      sections={[
        {
          heading: 'Syncing data',
          cards: [
            {to: '/docs/platform/guides/building-an-efficient-cursor-poller/', title: 'Build an efficient cursor poller', text: 'Incremental sync on updated_at without deep-page costs.'},
            {to: '/docs/platform/guides/mapping-external-identifiers/', title: 'Map external identifiers', text: 'Keep your ids on Salesloft records and look them up.'},
            {to: '/docs/platform/guides/import-opportunities/', title: 'Import opportunities', text: 'Read opportunities, their stages and the people on them.'},
          ],
        },
        {
          heading: 'Email and content',
          cards: [
            {to: '/docs/platform/guides/text-editor/', title: 'Text editor', text: 'Templates, dynamic tags and checking for missing tags.'},
            {to: '/docs/platform/guides/link-swap/', title: 'Link swap', text: 'The link_swap event and how to handle it.'},
          ],
        },
        {
          heading: 'Operating an integration',
          cards: [
            {to: '/docs/platform/guides/api-logs/', title: 'API logs', text: 'Inspect every request your integrations made.'},
            {to: '/docs/platform/api-basics/rate-limits/', title: 'Rate limits', text: 'Stay within 600 cost units per minute per team.'},
            {to: '/docs/platform/webhooks/introduction/', title: 'Webhooks', text: 'React to changes instead of polling for them.'},
          ],
        },
        {
          heading: 'AI agents',
          cards: [
            {to: '/docs/platform/ai-agents/mcp-server/', title: 'The Salesloft MCP server', text: 'What assistants can read through it, and what still needs the API.'},
            {to: '/docs/platform/ai-agents/connect-clients/', title: 'Connect an assistant', text: 'Claude, ChatGPT, Cursor and VS Code, step by step.'},
            {to: '/docs/api/mcp-tools/', title: 'MCP server tools', text: 'Every tool with its inputs, outputs and REST operation.'},
          ],
        },
      ]}
    />
  );
}
