import {readFileSync} from 'node:fs';
import {describe, expect, it, vi} from 'vitest';
import {assistantPrompt, chatGptUrl, claudeUrl, copyMarkdown, cursorInstallUrl, markdownUrl, MCP_SERVER_URL, vscodeInstallUrl} from './actions';

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

  it('installs the MCP server in Cursor with its entry as Base64 JSON, and in VS Code as URL-encoded JSON', () => {
    const cursor = new URL(cursorInstallUrl());
    expect(cursor.protocol).toBe('cursor:');
    expect(cursorInstallUrl().startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
    expect(cursor.searchParams.get('name')).toBe('salesloft');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({url: 'https://mcp.salesloft.com/mcp'});
    const vscode = vscodeInstallUrl();
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({name: 'salesloft', type: 'http', url: MCP_SERVER_URL});
    // A name or URL that needs escaping stays inside its parameter.
    expect(new URL(cursorInstallUrl('https://x.example/mcp', 'a&b=c')).searchParams.get('name')).toBe('a&b=c');
  });

  it('gives the connection guide the same install links the menu offers', () => {
    const guide = readFileSync(new URL('../../../docs/platform/ai-agents/connect-clients.mdx', import.meta.url), 'utf8');
    expect(guide).toContain(`](${cursorInstallUrl()})`);
    expect(guide).toContain(`](${vscodeInstallUrl()})`);
    expect(guide).toContain(MCP_SERVER_URL);
  });
});
