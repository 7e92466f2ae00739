import {describe, expect, it} from 'vitest';
import {agentInstructions, llmsFullTxt, llmsTxt, scopesByResource} from './llms';
import {markdownPathOf} from '../../src/lib/markdownPath';

describe('llmsTxt', () => {
  const text = llmsTxt({
    name: 'Example Developers',
    summary: 'Docs for the\nExample API.',
    details: ['Use v2.'],
    sections: [
      {title: 'Guides: Basics', links: [{title: 'Rate [limits]', url: 'https://x.dev/docs/rate.md', description: 'How\nmuch.'}]},
      {title: 'Empty', links: []},
      {title: 'API v2.0: People', links: [{title: 'List people', url: 'https://x.dev/docs/api/people-index.md'}]},
    ],
  });

  it('follows the llms.txt layout: H1, blockquote summary, details, H2 sections of links', () => {
    expect(text).toBe(
      [
        '# Example Developers',
        '',
        '> Docs for the Example API.',
        '',
        'Use v2.',
        '',
        '## Guides: Basics',
        '',
        '- [Rate \\[limits\\]](https://x.dev/docs/rate.md): How much.',
        '',
        '## API v2.0: People',
        '',
        '- [List people](https://x.dev/docs/api/people-index.md)',
        '',
      ].join('\n'),
    );
  });

  it('leaves out sections with no links', () => {
    expect(text).not.toContain('## Empty');
  });
});

describe('llmsFullTxt', () => {
  it('joins pages, each under a rule with its URL', () => {
    const text = llmsFullTxt({name: 'X', summary: 'Y'}, [
      {url: 'https://x.dev/a/', markdown: '# A\n\nBody A\n'},
      {url: 'https://x.dev/b/', markdown: '# B\n'},
    ]);
    expect(text).toBe('# X\n\n> Y\n\n---\n\nURL: https://x.dev/a/\n\n# A\n\nBody A\n\n---\n\nURL: https://x.dev/b/\n\n# B\n');
  });
});

describe('markdownPathOf', () => {
  it('maps a route to its .md beside it, under any base URL', () => {
    expect(markdownPathOf('/docs/platform/webhooks/introduction/', '/')).toBe('docs/platform/webhooks/introduction.md');
    expect(markdownPathOf('/dev/docs/api/people-index/', '/dev/')).toBe('docs/api/people-index.md');
    expect(markdownPathOf('/docs/api/', '/')).toBe('docs/api.md');
    expect(markdownPathOf('/docs/api/people-index/#x', '/')).toBe('docs/api/people-index.md');
  });
});

describe('instructions for agents (issue 28)', () => {
  const base = 'https://developers.example.com';
  const links = {
    migrationMap: `${base}/docs/api/migrating-from-v1.md`,
    cursorPoller: `${base}/docs/platform/guides/building-an-efficient-cursor-poller.md`,
    rateLimits: `${base}/docs/platform/api-basics/rate-limits.md`,
    scopes: `${base}/docs/api/scopes.md`,
    webhookSignatures: `${base}/docs/platform/webhooks/delivery-headers.md`,
    oauth: `${base}/docs/platform/api-basics/oauth-authentication.md`,
    mcpServer: `${base}/docs/platform/ai-agents/mcp-server.md`,
    changelog: `${base}/docs/api/changelog.md`,
    changelogFeed: `${base}/docs/api/changelog.xml`,
  };
  const instructions = agentInstructions(links);
  const text = llmsTxt({name: 'X', summary: 'Y', details: ['Z.'], instructions, sections: [{title: 'S', links: [{title: 'a', url: `${base}/a.md`}]}]});

  it('sits between the details and the first section, as a lead line and a list with no heading', () => {
    const lines = text.split('\n');
    expect(lines.slice(0, 8)).toEqual(['# X', '', '> Y', '', 'Z.', '', 'Instructions for AI agents and code generators using this API:', '']);
    expect(lines[8].startsWith('- Build on API v2 (https://api.salesloft.com/v2/...).')).toBe(true);
    expect(text.indexOf('Instructions for AI agents')).toBeLessThan(text.indexOf('## S'));
    expect(text.slice(0, text.indexOf('## S'))).not.toMatch(/^## /m);
  });

  it('states the rules an integration must get right, with the numbers of the guides', () => {
    const all = instructions.items.join('\n');
    expect(all).toContain('v1 (/public_api/v1/...) is legacy');
    expect(all).toContain('`sort_by=updated_at&sort_direction=ASC&updated_at[gte]=<last updated_at seen>&per_page=100`');
    expect(all).toContain('600 cost units per minute per team');
    expect(all).toContain('a `page` above 100 costs 3, 8, 10 or 30');
    expect(all).toContain('`x-ratelimit-endpoint-cost` and `x-ratelimit-remaining-minute`');
    expect(all).toContain('On HTTP 429 the request was not performed: wait and retry with exponential backoff (1 s, doubling, at most 60 s, with random jitter)');
    expect(all).toContain('`x-salesloft-signature` is the hex HMAC-SHA1 of the raw request body keyed with the subscription\'s `callback_token`');
    expect(all).toContain('Never ship a client secret, refresh token or API key to a browser or mobile app');
    expect(all).toContain('OAuth scopes by resource');
  });

  it('links only to absolute URLs it was given', () => {
    const urls = [...instructions.items.join('\n').matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(7);
    for (const url of urls) expect(Object.values(links)).toContain(url);
    expect(instructions.items.join('\n')).toContain(`Atom feed at ${links.changelogFeed}`);
  });

  it('is repeated at the top of llms-full.txt', () => {
    const full = llmsFullTxt({name: 'X', summary: 'Y', instructions}, [{url: `${base}/a/`, markdown: '# A\n'}]);
    expect(full.startsWith('# X\n\n> Y\n\nInstructions for AI agents and code generators using this API:\n\n- Build on API v2')).toBe(true);
    expect(full.indexOf('- API changes by date')).toBeLessThan(full.indexOf('URL: '));
  });
});

describe('scopesByResource', () => {
  it('collects each resource\'s scopes from its operations\' security, sorted, without the API-key alternative', () => {
    expect(
      scopesByResource([
        {tags: ['People'], security: [{OAuth2: ['people:write']}, {ApiKey: []}]},
        {tags: ['People'], security: [{OAuth2: ['people:read']}, {ApiKey: []}]},
        {tags: ['Cadence Memberships'], security: [{OAuth2: ['cadences:write']}]},
        {tags: ['Me']},
      ]),
    ).toEqual([
      {resource: 'Cadence Memberships', scopes: ['cadences:write']},
      {resource: 'Me', scopes: []},
      {resource: 'People', scopes: ['people:read', 'people:write']},
    ]);
  });
});
