import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import TopicPage from '@site/src/components/TopicPage';
import {usePreferredApiVersion} from '@site/src/api/usePreferredApiVersion';
import {API_VERSIONS, versionLanding} from '@site/src/api/versions';
import {isLegacyApiVersion} from '@site/config/apiVersions';

/** Opens the reader's preferred version first; the other version is one click away. */
function VersionButtons(): ReactNode {
  const preferred = usePreferredApiVersion();
  const ordered = [...API_VERSIONS].sort((a, b) => (a.version === preferred ? -1 : b.version === preferred ? 1 : 0));
  return (
    <p className="api-landing__versions">
      {ordered.map(({version, label}, i) => (
        <React.Fragment key={version}>
          <Link
            className={`button button--lg ${i === 0 ? 'button--primary' : 'button--secondary'}`}
            to={versionLanding(version)}
            data-api-version={version}>
            {i === 0 ? `Open the ${label} reference` : `${isLegacyApiVersion(version) ? 'Legacy ' : ''}${label} reference`}
          </Link>{' '}
        </React.Fragment>
      ))}
    </p>
  );
}

/** /api/: the API reference landing for v2.0, with the way to the legacy v1.0 reference. */
export default function ApiLanding(): ReactNode {
  return (
    <TopicPage
      eyebrow="API reference"
      title="Salesloft REST API"
      description="Version 2.0 is the current API: every resource, operation, parameter and response, with examples and code in 18 languages."
      intro={<VersionButtons />}
      sections={[
        {
          heading: 'Base URL and authentication',
          body: [
            'Every v2 request goes to https://api.salesloft.com/v2/ over HTTPS and carries an Authorization: Bearer header. Partner applications use OAuth 2.0 access tokens, which last 7200 seconds and are renewed with a refresh token. A team can also create scoped API keys for its own scripts.',
            'Responses are JSON. A list comes back as data plus metadata (filtering, paging and sorting); a single record as data alone. Errors use 401, 403, 404, 422 and 429 with a small JSON body.',
          ],
          cards: [
            {to: '/docs/platform/api-basics/oauth-authentication/', title: 'OAuth authentication', text: 'Authorization-code flow, token exchange, refresh and rotation.'},
            {to: '/docs/platform/api-basics/api-key-authentication/', title: 'API keys', text: 'Scoped keys for a team’s own integrations.'},
            {to: '/docs/platform/api-basics/scopes/', title: 'Scopes', text: 'What each scope grants, and the privileged ones.'},
          ],
        },
        {
          heading: 'Start with these operations',
          cards: [
            {to: '/docs/api/me-index/', title: 'Fetch the current user', text: 'GET /v2/me: check a token and learn who it acts for.'},
            {to: '/docs/api/people-index/', title: 'List people', text: 'GET /v2/people with filters, sorting and paging.'},
            {to: '/docs/api/people-create/', title: 'Create a person', text: 'POST /v2/people with an email address or phone.'},
            {to: '/docs/api/team-index/', title: 'Fetch the team', text: 'GET /v2/team for team settings and limits.'},
          ],
        },
        {
          heading: 'Limits and conventions',
          body: [
            'Each team shares 600 cost units per minute across all its integrations. Most requests cost 1; pages beyond 100 cost more. Two response headers, x-ratelimit-endpoint-cost and x-ratelimit-remaining-minute, tell you where you stand.',
          ],
          cards: [
            {to: '/docs/platform/api-basics/rate-limits/', title: 'Rate limits', text: 'Costs, headers and handling HTTP 429 with backoff.'},
            {to: '/docs/platform/api-basics/filtering-paging-sorting/', title: 'Filtering, paging and sorting', text: 'per_page, page, sort_by and updated_at[gt] filters.'},
            {to: '/docs/platform/api-basics/request-response-format/', title: 'Request and response format', text: 'Envelopes, embedded records and error bodies.'},
          ],
        },
        {
          heading: 'Changes and AI agents',
          body: [
            'The changelog lists by date every operation and field added, changed, deprecated or removed, generated from the history of the published specs; feed readers can follow it at /docs/api/changelog.xml (Atom). Assistants that only need to read Salesloft data can use the Salesloft MCP server instead of custom code.',
          ],
          cards: [
            {to: '/docs/api/changelog/', title: 'API changelog', text: 'What changed in the API, newest first, with an Atom feed.'},
            {to: '/docs/platform/ai-agents/mcp-server/', title: 'The Salesloft MCP server', text: 'Read-only tools for Claude, ChatGPT, Cursor and VS Code.'},
            {to: '/docs/api/mcp-tools/', title: 'MCP server tools', text: 'Each tool with its inputs, outputs and REST operation.'},
          ],
        },
      ]}
    />
  );
}
