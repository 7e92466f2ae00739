import {describe, expect, it, vi} from 'vitest';
import {assistantPrompt, chatGptUrl, claudeUrl, copyMarkdown, markdownUrl} from './actions';

describe('copy-page menu actions', () => {
  it('points at the page\'s .md twin under the base URL', () => {
    expect(markdownUrl('https://d.example', '/docs/platform/webhooks/introduction/', '/')).toBe('https://d.example/docs/platform/webhooks/introduction.md');
    expect(markdownUrl('https://d.example', '/dev/docs/api/people-index/', '/dev/')).toBe('https://d.example/dev/docs/api/people-index.md');
  });

  it('passes the .md URL to assistants in the prompt, encoded', () => {
    const md = 'https://d.example/docs/api/people-index.md';
    expect(assistantPrompt(md)).toContain(md);
    expect(new URL(chatGptUrl(md)).searchParams.get('q')).toBe(assistantPrompt(md));
    expect(new URL(claudeUrl(md)).searchParams.get('q')).toBe(assistantPrompt(md));
    expect(chatGptUrl(md).startsWith('https://chatgpt.com/')).toBe(true);
    expect(claudeUrl(md).startsWith('https://claude.ai/new')).toBe(true);
  });

  it('copies the fetched Markdown as text', async () => {
    const writeText = vi.fn(async () => undefined);
    const fetchImpl = vi.fn(async () => new Response('# Title\n')) as unknown as typeof fetch;
    await copyMarkdown('/x.md', fetchImpl, {writeText} as unknown as Clipboard);
    expect(fetchImpl).toHaveBeenCalledWith('/x.md');
    expect(writeText).toHaveBeenCalledWith('# Title\n');
  });

  it('fails with a reason when the Markdown is missing or there is no clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    const notFound = vi.fn(async () => new Response('nope', {status: 404})) as unknown as typeof fetch;
    await expect(copyMarkdown('/x.md', notFound, {writeText} as unknown as Clipboard)).rejects.toThrow('HTTP 404');
    expect(writeText).not.toHaveBeenCalled();
    await expect(copyMarkdown('/x.md', notFound, undefined)).rejects.toThrow('clipboard');
  });
});
