import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks, GUIDES_DIR, listGuides, proseWords, readGuide, sourcesProblems, tableRows, withoutCodeBlocks} from './guides.mjs';

const root = path.resolve(GUIDES_DIR, '..', '..');
const platformRoutes = (file) =>
  fs
    .readFileSync(path.join(root, 'e2e', 'fixtures', file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/docs/platform/'));
/** The guides SPEC names, and those issues added since (e2e/fixtures/added-routes.txt). */
const routes = [...platformRoutes('routes.txt'), ...platformRoutes('added-routes.txt')];
const guides = listGuides();
const SECTIONS = new Set(fs.readdirSync(GUIDES_DIR, {withFileTypes: true}).filter((d) => d.isDirectory()).map((d) => d.name));

describe('platform guides', () => {
  it('has a page for every platform route of routes.txt and added-routes.txt, and no page outside them', () => {
    const fromFiles = guides.map((f) => `/docs/platform/${f.replace(/\.mdx$/, '')}/`);
    expect(fromFiles.sort()).toEqual([...routes].sort());
  });

  it.each(guides)('%s has title, description, sidebar and a section tag', (file) => {
    const {frontMatter} = readGuide(file);
    expect(typeof frontMatter.title).toBe('string');
    expect(frontMatter.description.length).toBeGreaterThanOrEqual(50);
    expect(frontMatter.displayed_sidebar).toBe('docsSidebar');
    const section = file.includes('/') ? file.split('/')[0] : 'getting-started';
    expect(frontMatter.tags).toEqual([section]);
    if (section !== 'getting-started') expect(SECTIONS.has(section)).toBe(true);
  });

  it.each(guides)('%s has at least 120 words of body text', (file) => {
    expect(proseWords(readGuide(file).body)).toBeGreaterThanOrEqual(120);
  });

  it.each(guides)('%s has JSON examples that parse', (file) => {
    for (const block of codeBlocks(readGuide(file).body).filter((b) => b.language === 'json')) {
      expect(() => JSON.parse(block.code), block.code.slice(0, 80)).not.toThrow();
    }
  });

  it('keeps a median of at least 300 words', () => {
    const counts = guides.map((f) => proseWords(readGuide(f).body)).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(300);
  });
});

describe('no placeholder text', () => {
  const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|lorem|coming soon)\b/i;
  const scan = (dir) =>
    fs
      .readdirSync(path.join(root, dir), {recursive: true})
      .map(String)
      .filter((f) => /\.(mdx?|tsx?|css|ya?ml)$/.test(f))
      .map((f) => path.join(dir, f));
  const files = [...scan('docs/platform'), ...scan('src'), ...scan('openapi')];

  it('scans the guides, the site source and the specs', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it.each(files)('%s has none', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(text.match(PLACEHOLDER)?.[0]).toBeUndefined();
  });

  it('detects placeholders (self-test)', () => {
    expect(PLACEHOLDER.test('This section is coming soon.')).toBe(true);
    expect(PLACEHOLDER.test('TODO: write')).toBe(true);
    expect(PLACEHOLDER.test('Keep tokens safe.')).toBe(false);
  });
});

describe('guide sources', () => {
  it.each(guides)('%s lists the public sources of its facts', (file) => {
    expect(sourcesProblems(readGuide(file).frontMatter)).toEqual([]);
  });

  it('rejects a missing, empty, relative, plain-http or duplicated list (self-test)', () => {
    expect(sourcesProblems({})).toHaveLength(1);
    expect(sourcesProblems({sources: []})).toHaveLength(1);
    expect(sourcesProblems({sources: ['/docs/platform/intro/']})).toHaveLength(1);
    expect(sourcesProblems({sources: ['http://developers.salesloft.com/docs/']})).toHaveLength(1);
    expect(sourcesProblems({sources: [' https://developers.salesloft.com/docs/']})).toHaveLength(1);
    expect(sourcesProblems({sources: ['https://a.example/x', 'https://a.example/x']})).toHaveLength(1);
    expect(sourcesProblems({sources: ['https://developers.salesloft.com/docs/platform/webhooks/event-types/']})).toEqual([]);
  });
});

/** Body text without fenced code, so a fact must be stated in prose or tables, not only in an example. */
const prose = (file) => withoutCodeBlocks(readGuide(file).body);

describe('facts checked against public sources', () => {
  it('automated settings: both send types, both time zone modes and the 0-720 minute delay', () => {
    const text = prose('cadence-imports/automated-settings.mdx');
    for (const value of ['"at_time"', '"after_time_delay"', '"person"', '"user"', '`delay_time`']) expect(text).toContain(value);
    expect(text).toMatch(/`0` to `720`/);
    expect(text).not.toMatch(/not confirmed|unverified/i);
  });

  it('cadence import settings: every settings field the import accepts', () => {
    const fields = tableRows(prose('cadence-imports/settings.mdx'), 'Field').map((r) => r[0]);
    for (const name of [
      'reschedule_from_pause_enabled',
      'cadence_priority',
      'cadence_owner',
      'added_stage_setting',
      'bounced_stage_setting',
      'replied_stage_setting',
      'finished_stage_setting',
      'tags',
    ]) {
      expect(fields).toContain(`\`${name}\``);
    }
  });

  it('bulk jobs: calendar/events/upsert is a documented type on the types and intro pages', () => {
    expect(tableRows(prose('bulk-jobs/bulk-types.mdx'), 'Type').map((r) => r[0])).toEqual(['`person/upsert`', '`calendar/events/upsert`']);
    expect(tableRows(prose('bulk-jobs/intro.mdx'), 'Type').map((r) => r[0])).toEqual(['`person/upsert`', '`calendar/events/upsert`']);
  });

  it('webhooks: every event type names the scope it needs', () => {
    // The event cell links to the event's reference page: [`account_created`](/docs/api/webhook-account-created/).
    const rows = tableRows(prose('webhooks/event-types.mdx'), 'Event').map(([event, ...rest]) => [event.replace(/^\[(`[a-z_]+`)\]\(\/docs\/api\/webhook-[a-z-]+\/\)$/, '$1'), ...rest]);
    expect(rows).toHaveLength(37);
    for (const [event, , , scope] of rows) {
      expect(scope, event).toMatch(event === '`bulk_job_completed`' ? /^none$/ : /^`[a-z_]+:read`/);
    }
    const scopeOf = Object.fromEntries(rows.map((r) => [r[0], r[3]]));
    expect(scopeOf['`account_created`']).toBe('`accounts:read`');
    expect(scopeOf['`cadence_membership_updated`']).toBe('`cadences:read`');
  });

  it('activity history: limit_paging_counts is a documented parameter', () => {
    const params = tableRows(prose('activity-history/filters.mdx'), 'Parameter');
    const row = params.find((r) => r[0] === '`limit_paging_counts`');
    expect(row?.[2]).toMatch(/10,000/);
  });

  it('frontend integrations: the token response fields are documented', () => {
    const fields = tableRows(prose('frontend-integrations/authentication-and-flow.mdx'), 'Field').map((r) => r[0]);
    expect(fields).toEqual(['`access_token`', '`refresh_token`', '`secret`', '`integration_id`', '`tenant_id`']);
  });
});

/**
 * Words that hedge a statement of fact. Only prose is checked: example emails and payloads sit in
 * fenced code, which `prose` leaves out.
 */
const HEDGE = /\b(may|might|typically|usually|generally|probably)\b/gi;

/**
 * The uses of those words that are not hedges, by guide and phrase: "may" in the sense of "is allowed
 * to", and the wording of the terms of service. Anything else fails, so a new hedge has to be replaced
 * by the fact, or argued for here.
 */
const NOT_HEDGES = {
  'activity-history/available-activities.mdx': ['the OAuth app or API key may read'],
  'api-basics/request-response-format.mdx': ['outside what the calling user may see'],
  'api-basics/retrieving-actions-cadences-steps.mdx': ["an admin sees the whole team's and may narrow them"],
  'api-basics/third-party-dialers.mdx': ['only team admins may log calls for other users'],
  'cadence-imports/cadence-content.mdx': ['the two top-level objects may be omitted'],
  'cadence-imports/introduction.mdx': ['may be left out when `cadence_content.cadence_id` is set'],
  'external-calendars/initial-calendar-sync.mdx': ['You may push the whole future'],
  'frontend-integrations/introduction.mdx': ['who may turn it on', 'Only some users may install and enable integrations'],
  'marketplace/integrations-terms-of-service.mdx': ['Salesloft may monitor API use', 'Salesloft may suspend API access'],
  'rhythm-resources/sending-signals.mdx': ['The attribution keys signals of this type may carry'],
  'rhythm-resources/signals-faq.mdx': ['Team-specific integrations may also use', 'users may also choose not to act on a signal'],
};

/** Each hedge word in `text` outside the allowed phrases, with a little context. */
function hedges(text, allowed = []) {
  const covered = [];
  for (const phrase of allowed) {
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) covered.push([at, at + phrase.length]);
  }
  return [...text.matchAll(HEDGE)]
    .filter((m) => !covered.some(([start, end]) => m.index >= start && m.index < end))
    .map((m) => text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' '));
}

describe('guides state facts without hedging', () => {
  it.each(guides)('%s', (file) => {
    expect(hedges(prose(file), NOT_HEDGES[file])).toEqual([]);
  });

  it('every allowed phrase is still in its guide and still holds a hedge word', () => {
    for (const [file, phrases] of Object.entries(NOT_HEDGES)) {
      expect(guides, file).toContain(file);
      for (const phrase of phrases) {
        expect(prose(file), `${file}: ${phrase}`).toContain(phrase);
        expect(phrase, `${file}: ${phrase}`).toMatch(new RegExp(HEDGE.source, 'i'));
      }
    }
  });

  it('finds a new hedge and passes an allowed phrase (self-test)', () => {
    expect(hedges('The import typically takes a minute.')).toHaveLength(1);
    expect(hedges('Salesloft may monitor API use.', ['Salesloft may monitor API use'])).toEqual([]);
    expect(hedges('Salesloft may monitor API use. It might also log it.', ['Salesloft may monitor API use'])).toHaveLength(1);
    expect(hedges('Mayfield is a maybe-free mayfly.')).toEqual([]);
  });
});
