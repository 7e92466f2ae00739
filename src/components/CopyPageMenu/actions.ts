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
