import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt} from './llms';
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
