import {describe, expect, test} from 'vitest';
import {recordsFromSource, slug} from './sources';

const markdown = `---
title: Rate limits
---
import Tabs from '@theme/Tabs';

The API limits work per **minute**. See [scopes](../scopes.mdx).

## The budget {#budget}

| Rule | Value |
|---|---|
| Budget | 600 |

### Deep-page costs

\`\`\`bash
curl https://example.com
\`\`\`

- Cache what rarely changes.
<Tabs>
`;

describe('dev-server records from sources', () => {
  test('a resource page of the API reference (its doc cards) ranks as an overview, an operation as the reference', () => {
    const tag = {source: '@site/docs/api/notes.tag.mdx', permalink: '/docs/api/notes/', title: 'Notes', version: 'current', tag: 'docs-api-current'};
    const cards = `---\ntitle: Notes\n---\nNotes are remarks.\n\n\u0060\u0060\u0060mdx-code-block\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList items={[]}/>\n\u0060\u0060\u0060\n`;
    expect(new Set(recordsFromSource(tag, cards, 'http://localhost:3000').map((r) => r.weight.pageRank))).toEqual(new Set([0]));
    const operation = {...tag, source: '@site/docs/api/notes-index.api.mdx', permalink: '/docs/api/notes-index/', title: 'List notes'};
    expect(new Set(recordsFromSource(operation, '---\ntitle: List notes\n---\nReturns notes.\n', 'http://localhost:3000').map((r) => r.weight.pageRank))).toEqual(new Set([1]));
  });

  test('title, headings with anchors and text lines; no code, imports or JSX', () => {
    const doc = {source: '@site/docs/platform/api-basics/rate-limits.mdx', permalink: '/docs/platform/api-basics/rate-limits/', title: 'Rate limits', version: 'current', tag: 'docs-default-current'};
    const records = recordsFromSource(doc, markdown, 'http://localhost:3000');
    expect(records.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', null, 'Rate limits'],
      ['content', null, 'The API limits work per minute. See scopes.'],
      ['lvl2', 'budget', 'The budget'],
      ['content', 'budget', 'Rule Value'],
      ['content', 'budget', 'Budget 600'],
      ['lvl3', 'deep-page-costs', 'Deep-page costs'],
      ['content', 'deep-page-costs', 'Cache what rarely changes.'],
    ]);
    expect(records[2]).toMatchObject({url: 'http://localhost:3000/docs/platform/api-basics/rate-limits/#budget', hierarchy: {lvl0: 'Docs', lvl2: 'The budget'}, docusaurus_tag: 'docs-default-current'});
  });

  test('slugs follow the GitHub style Docusaurus uses', () => {
    expect(slug('Handling HTTP 429')).toBe('handling-http-429');
    expect(slug("What's new?")).toBe('whats-new');
  });
});
