import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Collapsed category of one guide section. Its first page is the category's own page, so the
 * section's label opens it and "Next" from the page before the section lands on it.
 */
function section(label: string, dir: string, pages: readonly string[]) {
  return {
    type: 'category' as const,
    label,
    collapsed: true,
    link: {type: 'doc' as const, id: `${dir}/${pages[0]}`},
    items: pages.slice(1).map((page) => `${dir}/${page}`),
  };
}

/**
 * The platform guides in reading order (docsSidebar), which also sets the pages' "Previous" and
 * "Next" links. Every page of SPEC 2's tree is listed once (sidebars.test.ts). Sections follow the
 * home page's "Explore the platform" cards: the basics every integration needs, then the platform
 * features, then the cross-cutting guides, the no-code route, and publishing last. Inside a section
 * the introduction comes first, then pages in the order the introduction's flow or page list
 * walks through them.
 */
const sidebars: SidebarsConfig = {
  docsSidebar: [
    'intro',
    section('API Basics', 'api-basics', [
      // No introduction page: getting a credential comes first, as in the intro's "Get a
      // credential" table (OAuth, client credentials, API key), then what a token may do.
      'oauth-authentication',
      'client-creds',
      'api-key-authentication',
      'scopes',
      // Then the conventions of every call, from one request to reading many within the budget.
      'request-response-format',
      'filtering-paging-sorting',
      'rate-limits',
      'timezones',
      // Then the sales objects: reading actions before completing them; dialers log and complete
      // calls; call data records are the telephony side of those calls.
      'retrieving-actions-cadences-steps',
      'completing-actions',
      'third-party-dialers',
      'call-data-record',
    ]),
    // Subscribe, then what can be subscribed to, then how to check a delivery.
    section('Webhooks', 'webhooks', ['introduction', 'event-types', 'delivery-headers']),
    section('Bulk Jobs', 'bulk-jobs', ['intro', 'bulk-types', 'example-flow']),
    // The introduction's "Pages in this section", which follows the import document from the top.
    section('Cadence Imports', 'cadence-imports', [
      'introduction',
      'settings',
      'sharing-settings',
      'cadence-content',
      'step-groups',
      'automated-settings',
      'steps',
      'type-settings-email',
      'type-settings-phone',
      'type-settings-other',
      'type-settings-integration',
      'email-template',
      'more-examples',
    ]),
    // No introduction page: what the endpoint returns first, then how to narrow it, then the records.
    section('Activity History', 'activity-history', ['available-activities', 'filters', 'response-examples']),
    // The introduction's "flow at a glance", step by step.
    section('External Calendars', 'external-calendars', [
      'intro',
      'setup-api-key',
      'team-admin-flow',
      'user-flow',
      'watch-meetings-settings',
      'initial-calendar-sync',
      'maintaining-calendars-synchronization',
      'watch-for-meetings-created-through-salesloft',
      'when-a-user-loses-connection-to-their-calendar',
    ]),
    // The enable flow every surface shares, then the surfaces in the introduction's table order.
    section('Frontend Integrations', 'frontend-integrations', [
      'introduction',
      'authentication-and-flow',
      'full-page-integration',
      'person-smart-panel-integration',
      'account-smart-panel-integration',
      'email-and-template-editor-integration',
      'custom-step-integration',
    ]),
    // A play is registered for a signal type, so signals come first; the FAQ closes the section.
    section('Signals and Plays', 'rhythm-resources', [
      'sending-signals',
      'registering-plays',
      'sending-email-content-using-signals',
      'signals-faq',
    ]),
    // No introduction page: the general patterns (syncing, debugging, versions, identifiers, writing
    // records) before the walkthroughs of single features (cadences, conversations, privacy, then
    // opportunities and the editor features).
    section('Guides', 'guides', [
      'building-an-efficient-cursor-poller',
      'api-logs',
      'versioning-and-deprecation',
      'mapping-external-identifiers',
      'upserts-and-custom-fields',
      'adding-people-to-cadences',
      'conversations-recordings-transcripts',
      'data-redaction-and-right-to-be-forgotten',
      'import-opportunities',
      'text-editor',
      'link-swap',
    ]),
    section('No-Code', 'no-code', ['introduction', 'tray-ai', 'workato']),
    // What the MCP server offers and where it stops, then connecting each assistant to it.
    // The tool reference is generated into the API reference (docs/api/mcp-tools/), linked from here.
    {
      ...section('AI Agents', 'ai-agents', ['mcp-server', 'connect-clients']),
      items: [
        'ai-agents/connect-clients',
        {type: 'link' as const, label: 'MCP tool reference', href: '/docs/api/mcp-tools/'},
        {type: 'link' as const, label: 'MCP tool outputs', href: '/docs/api/mcp-tools/outputs/'},
      ],
    },
    // The submission process, then the checklists in the order its review section lists them.
    section('Marketplace', 'marketplace', [
      'how-to-submit-your-app',
      'submission-checklist',
      'allowlisting-qa-checklist',
      'design-checklist',
      'integrations-terms-of-service',
    ]),
  ],
};

export default sidebars;
