import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Collapsed category of one guide section, led by its first page. */
function section(label: string, dir: string, pages: readonly string[]) {
  return {
    type: 'category' as const,
    label,
    collapsed: true,
    link: {type: 'doc' as const, id: `${dir}/${pages[0]}`},
    items: pages.slice(1).map((page) => `${dir}/${page}`),
  };
}

/** The platform guides, in the order of SPEC 2 (docsSidebar). */
const sidebars: SidebarsConfig = {
  docsSidebar: [
    'intro',
    section('Activity History', 'activity-history', ['available-activities', 'filters', 'response-examples']),
    section('API Basics', 'api-basics', [
      'oauth-authentication',
      'api-key-authentication',
      'call-data-record',
      'client-creds',
      'completing-actions',
      'filtering-paging-sorting',
      'rate-limits',
      'request-response-format',
      'retrieving-actions-cadences-steps',
      'scopes',
      'third-party-dialers',
      'timezones',
    ]),
    section('Bulk Jobs', 'bulk-jobs', ['intro', 'bulk-types', 'example-flow']),
    section('Cadence Imports', 'cadence-imports', [
      'introduction',
      'settings',
      'automated-settings',
      'cadence-content',
      'steps',
      'step-groups',
      'email-template',
      'sharing-settings',
      'more-examples',
      'type-settings-email',
      'type-settings-integration',
      'type-settings-phone',
      'type-settings-other',
    ]),
    section('External Calendars', 'external-calendars', [
      'intro',
      'setup-api-key',
      'team-admin-flow',
      'user-flow',
      'initial-calendar-sync',
      'maintaining-calendars-synchronization',
      'watch-for-meetings-created-through-salesloft',
      'watch-meetings-settings',
      'when-a-user-loses-connection-to-their-calendar',
    ]),
    section('Frontend Integrations', 'frontend-integrations', [
      'introduction',
      'authentication-and-flow',
      'full-page-integration',
      'custom-step-integration',
      'account-smart-panel-integration',
      'person-smart-panel-integration',
      'email-and-template-editor-integration',
    ]),
    section('Guides', 'guides', [
      'api-logs',
      'building-an-efficient-cursor-poller',
      'import-opportunities',
      'link-swap',
      'mapping-external-identifiers',
      'text-editor',
    ]),
    section('Marketplace', 'marketplace', [
      'how-to-submit-your-app',
      'submission-checklist',
      'design-checklist',
      'allowlisting-qa-checklist',
      'integrations-terms-of-service',
    ]),
    section('No-Code', 'no-code', ['introduction', 'tray-ai', 'workato']),
    section('Signals and Plays', 'rhythm-resources', [
      'registering-plays',
      'sending-signals',
      'sending-email-content-using-signals',
      'signals-faq',
    ]),
    section('Webhooks', 'webhooks', ['introduction', 'event-types', 'delivery-headers']),
  ],
};

export default sidebars;
