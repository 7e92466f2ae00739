import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import sidebars from './sidebars';

interface Section {
  label: string;
  /** Doc ids in reading order, the category's own page first. */
  pages: string[];
}

type Item = string | {type: string; label: string; link?: {type: string; id: string}; items: Item[]};

const items = sidebars.docsSidebar as Item[];

/** The sidebar as sections: the top-level docs, each alone, and the categories with their pages. */
function sections(): Section[] {
  return items.map((item) => {
    if (typeof item === 'string') return {label: item, pages: [item]};
    // Links to generated pages of the API reference (the MCP tool reference) are not guides.
    const pages = item.items
      .filter((child) => typeof child === 'string' || child.type !== 'link')
      .map((child) => {
        if (typeof child !== 'string') throw new Error(`${item.label}: nested category ${child.label}`);
        return child;
      });
    return {label: item.label, pages: item.link?.type === 'doc' ? [item.link.id, ...pages] : pages};
  });
}

/** Doc ids of every guide on disk, as docs/platform/ holds them. */
function guideIds(): string[] {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'docs', 'platform');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) found.push(path.relative(root, full).replace(/\.mdx$/, '').split(path.sep).join('/'));
    }
  };
  walk(root);
  return found;
}

describe('docsSidebar', () => {
  it('lists every platform guide exactly once (SPEC 2 tree)', () => {
    const listed = sections().flatMap((s) => s.pages);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(guideIds().sort());
  });

  it('starts with the platform introduction, followed by API basics', () => {
    const [first, second] = sections();
    expect(first?.pages).toEqual(['intro']);
    // "Next" from the introduction: the first page of API basics, getting a credential.
    expect(second?.pages[0]).toBe('api-basics/oauth-authentication');
  });

  it('opens each section with its introduction where it has one', () => {
    for (const {label, pages} of sections().slice(1)) {
      const intro = pages.find((id) => /\/(intro|introduction)$/.test(id));
      if (intro) expect(pages[0], label).toBe(intro);
    }
  });

  it('opens each section on its introduction or most general page', () => {
    expect(Object.fromEntries(sections().map((s) => [s.label, s.pages[0]]))).toEqual({
      intro: 'intro',
      'API Basics': 'api-basics/oauth-authentication',
      Webhooks: 'webhooks/introduction',
      'Bulk Jobs': 'bulk-jobs/intro',
      'Cadence Imports': 'cadence-imports/introduction',
      'Activity History': 'activity-history/available-activities',
      'External Calendars': 'external-calendars/intro',
      'Frontend Integrations': 'frontend-integrations/introduction',
      'Signals and Plays': 'rhythm-resources/sending-signals',
      Guides: 'guides/building-an-efficient-cursor-poller',
      'No-Code': 'no-code/introduction',
      'AI Agents': 'ai-agents/mcp-server',
      Marketplace: 'marketplace/how-to-submit-your-app',
    });
  });

  it('keeps the pages of each section in reading order', () => {
    const order = Object.fromEntries(sections().map((s) => [s.label, s.pages.map((id) => id.split('/').pop())]));
    expect(order['API Basics']).toEqual([
      'oauth-authentication',
      'client-creds',
      'api-key-authentication',
      'scopes',
      'request-response-format',
      'filtering-paging-sorting',
      'rate-limits',
      'timezones',
      'retrieving-actions-cadences-steps',
      'completing-actions',
      'third-party-dialers',
      'call-data-record',
    ]);
    expect(order.Webhooks).toEqual(['introduction', 'event-types', 'delivery-headers']);
    expect(order['Bulk Jobs']).toEqual(['intro', 'bulk-types', 'example-flow']);
    expect(order['Cadence Imports']).toEqual([
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
    ]);
    expect(order['Activity History']).toEqual(['available-activities', 'filters', 'response-examples']);
    expect(order['External Calendars']).toEqual([
      'intro',
      'setup-api-key',
      'team-admin-flow',
      'user-flow',
      'watch-meetings-settings',
      'initial-calendar-sync',
      'maintaining-calendars-synchronization',
      'watch-for-meetings-created-through-salesloft',
      'when-a-user-loses-connection-to-their-calendar',
    ]);
    expect(order['Frontend Integrations']).toEqual([
      'introduction',
      'authentication-and-flow',
      'full-page-integration',
      'person-smart-panel-integration',
      'account-smart-panel-integration',
      'email-and-template-editor-integration',
      'custom-step-integration',
    ]);
    expect(order['Signals and Plays']).toEqual(['sending-signals', 'registering-plays', 'sending-email-content-using-signals', 'signals-faq']);
    expect(order.Guides).toEqual([
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
    ]);
    expect(order['No-Code']).toEqual(['introduction', 'tray-ai', 'workato']);
    expect(order['AI Agents']).toEqual(['mcp-server', 'connect-clients']);
    // The generated tool reference (docs/api/mcp-tools/) is reached from the section, by link.
    const agents = items.find((item) => typeof item !== 'string' && item.label === 'AI Agents') as {items: unknown[]};
    expect(agents.items).toContainEqual({type: 'link', label: 'MCP tool reference', href: '/docs/api/mcp-tools/'});
    expect(order.Marketplace).toEqual([
      'how-to-submit-your-app',
      'submission-checklist',
      'allowlisting-qa-checklist',
      'design-checklist',
      'integrations-terms-of-service',
    ]);
  });

  it('keeps every section inside its own folder', () => {
    for (const {label, pages} of sections().slice(1)) {
      const dirs = new Set(pages.map((id) => id.split('/')[0]));
      expect(dirs.size, label).toBe(1);
    }
  });
});
