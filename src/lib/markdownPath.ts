/**
 * Where a page's Markdown lives (issue 19): `/docs/platform/x/` -> `docs/platform/x.md`, relative to
 * the site root (the base URL taken off). Shared by the build (plugins/markdown-export) and the
 * copy-page menu, so both always agree.
 */
export function markdownPathOf(permalink: string, baseUrl: string): string {
  const local = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const trimmed = local.split('#')[0].replace(/\/+$/, '');
  return `${trimmed === '' ? 'index' : trimmed}.md`;
}
