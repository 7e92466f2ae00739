/**
 * Guide MDX -> plain Markdown, for `<route>.md`, llms-full.txt and the copy-page menu.
 *
 * The guides use a small, known slice of MDX: `import` lines, Docusaurus admonitions (`:::tip`) and
 * `<Tabs>`/`<TabItem>`. Anything else that looks like JSX fails the conversion loudly, naming the
 * file and line, so a new component never leaks raw tags into what assistants read.
 */

export interface GuideInput {
  /** Source path, for error messages (e.g. docs/platform/webhooks/introduction.mdx). */
  file: string;
  /** The MDX text, front matter included. */
  source: string;
  title: string;
  description?: string;
  /** Absolute URL of the rendered page. */
  pageUrl: string;
  /** Resolves a link target as written in the MDX (`./intro.mdx#x`, `/docs/api/`) to an absolute URL, or null if it is external. */
  resolveLink: (target: string) => string | null;
}

export class GuideConversionError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'GuideConversionError';
  }
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** Drops a leading `---` front matter block. */
export function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["']([^"']*)["']\\})`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Rewrites Markdown link and image targets to absolute URLs, leaving inline code alone. */
function rewriteLinks(line: string, resolve: (target: string) => string | null): string {
  const code: Array<[number, number]> = [];
  for (const span of line.matchAll(/(`+)[^`]*?\1/g)) code.push([span.index, span.index + span[0].length]);
  const inCode = (at: number) => code.some(([start, end]) => at >= start && at < end);
  return line.replace(/(!?\[(?:[^\]`]|`[^`]*`)*\])\(([^)\s]+)(\s+"[^"]*")?\)/g, (whole, text: string, target: string, title = '', at: number) => {
    if (inCode(at)) return whole;
    const absolute = resolve(target);
    return absolute ? `${text}(${absolute}${title})` : whole;
  });
}

/** Self-closing interactive components a guide may use, and the sentence that stands for each in Markdown. */
const WIDGETS: Record<string, string> = {
  SignatureTool: 'An interactive signature tool stands here: it computes the HMAC-SHA1 of a body with a callback token in the browser, compares it with a pasted x-salesloft-signature and writes a curl command that replays the delivery',
};

/**
 * Converts one guide. Code fences pass through untouched (language kept); outside them, imports
 * and JSX comments go, each `<TabItem label>` becomes a heading one level below the section it is
 * in, admonitions become blockquotes led by their label, and links become absolute.
 */
export function guideToMarkdown(input: GuideInput): string {
  const body = stripFrontMatter(input.source);
  const bodyOffset = input.source.slice(0, input.source.length - body.length).split('\n').length - 1;
  const out: string[] = [`# ${input.title}`, ''];
  if (input.description) out.push(`> ${input.description}`, '');

  let fence: string | null = null;
  let headingLevel = 1;
  /** Open admonitions, innermost last: their lines are prefixed with `> `. */
  let quoteDepth = 0;
  const lines = body.split(/\r?\n/);
  const push = (line: string) => out.push(quoteDepth > 0 ? `${'> '.repeat(quoteDepth)}${line}`.trimEnd() : line);

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const lineNo = bodyOffset + i + 1;
    const trimmed = line.trim();

    if (fence !== null) {
      push(line);
      if (trimmed.startsWith(fence) && trimmed.replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    const fenceOpen = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fenceOpen) {
      fence = fenceOpen[1];
      // `title="..."` and other meta after the language mean nothing outside Docusaurus.
      const language = trimmed.slice(fence.length).trim().split(/\s+/)[0] ?? '';
      push(`${line.slice(0, line.indexOf(fence))}${fence}${language}`);
      continue;
    }

    if (/^import\s.+\sfrom\s+['"][^'"]+['"];?$/.test(trimmed) || /^export\s/.test(trimmed)) continue;
    if (/^\{\/\*.*\*\/\}$/.test(trimmed)) continue;

    const admonition = /^:::([a-z]+)(?:\[(.*)\]|\s+(.*))?$/.exec(trimmed);
    if (admonition) {
      const label = ADMONITION_LABELS[admonition[1]];
      if (!label) throw new GuideConversionError(input.file, lineNo, `unknown admonition ":::${admonition[1]}"`);
      const title = (admonition[2] ?? admonition[3] ?? '').trim();
      push('');
      quoteDepth += 1;
      push(`**${title ? `${label}: ${title}` : label}**`);
      push('');
      continue;
    }
    if (trimmed === ':::') {
      if (quoteDepth === 0) throw new GuideConversionError(input.file, lineNo, 'admonition closed but none is open');
      quoteDepth -= 1;
      push('');
      continue;
    }

    if (/^<Tabs\b[^>]*>$/.test(trimmed) || trimmed === '</Tabs>' || trimmed === '</TabItem>') continue;
    if (/^<TabItem\b/.test(trimmed)) {
      if (!trimmed.endsWith('>')) throw new GuideConversionError(input.file, lineNo, 'a <TabItem> tag must fit on one line');
      const label = attribute(trimmed, 'label') ?? attribute(trimmed, 'value');
      if (!label) throw new GuideConversionError(input.file, lineNo, '<TabItem> without a label or value');
      push('');
      push(`${'#'.repeat(Math.min(headingLevel + 1, 6))} ${label}`);
      push('');
      continue;
    }
    // Interactive widgets have no Markdown form: a sentence says what the web page offers there.
    const widget = /^<([A-Z]\w*)\s*\/>$/.exec(trimmed);
    if (widget && WIDGETS[widget[1]]) {
      push(`*${WIDGETS[widget[1]]} (on the web page: ${input.pageUrl})*`);
      continue;
    }
    if (/^<\/?[A-Za-z][\w.]*(\s|>|\/>|$)/.test(trimmed)) {
      throw new GuideConversionError(input.file, lineNo, `JSX element not supported in Markdown export: ${trimmed.slice(0, 60)}`);
    }

    const heading = /^(#{1,6})\s/.exec(line);
    if (heading) headingLevel = heading[1].length;
    push(rewriteLinks(line, input.resolveLink));
  }
  if (fence !== null) throw new GuideConversionError(input.file, bodyOffset + lines.length, 'code fence never closed');
  if (quoteDepth !== 0) throw new GuideConversionError(input.file, bodyOffset + lines.length, 'admonition never closed');

  out.push('', `Source: ${input.pageUrl}`, '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
