/**
 * What the copy-page menu does, without React (issue 19): where a page's Markdown is, the prompts
 * handed to assistants, and copying the Markdown to the clipboard.
 */
import {markdownPathOf} from '../../lib/markdownPath';

/** Absolute URL of a page's `.md` twin on the site the reader is on. */
export function markdownUrl(origin: string, permalink: string, baseUrl: string): string {
  return `${origin}${baseUrl}${markdownPathOf(permalink, baseUrl)}`;
}

/** The question handed to an assistant: read this page, then help with it. */
export function assistantPrompt(mdUrl: string): string {
  return `Read ${mdUrl} so I can ask questions about it.`;
}

export function chatGptUrl(mdUrl: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(assistantPrompt(mdUrl))}`;
}

export function claudeUrl(mdUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(mdUrl))}`;
}

/** The provider's remote MCP server (docs/platform/ai-agents/mcp-server.mdx) and the name clients list it under. */
export const MCP_SERVER_URL = 'https://mcp.salesloft.com/mcp';
export const MCP_SERVER_NAME = 'salesloft';

/**
 * Cursor's install link: the server's entry of `mcp.json` as Base64-encoded JSON in `config`
 * (https://cursor.com/docs/mcp/install-links). A remote server's entry is its URL; Cursor runs the
 * OAuth sign-in itself when it first connects.
 */
export function cursorInstallUrl(url = MCP_SERVER_URL, name = MCP_SERVER_NAME): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(btoa(JSON.stringify({url})))}`;
}

/** VS Code's install link: the server's configuration, with its name, as URL-encoded JSON. */
export function vscodeInstallUrl(url = MCP_SERVER_URL, name = MCP_SERVER_NAME): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name, type: 'http', url}))}`;
}

/**
 * Fetches the Markdown and puts it on the clipboard. The clipboard item is created in the click's
 * task with the fetch still pending, because Safari only lets a page write in the task of a gesture.
 */
export async function copyMarkdown(mdUrl: string, fetchImpl: typeof fetch = fetch, clipboard: Clipboard | undefined = globalThis.navigator?.clipboard): Promise<void> {
  if (!clipboard) throw new Error('The clipboard is not available here.');
  const text = fetchImpl(mdUrl).then(async (response) => {
    if (!response.ok) throw new Error(`The page's Markdown could not be fetched (HTTP ${response.status}).`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    await clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
  } else {
    await clipboard.writeText(await text);
  }
}
