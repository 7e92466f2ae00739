/**
 * llms.txt and llms-full.txt (the llms.txt convention, https://llmstxt.org/): an H1 with the site
 * name, a blockquote summary, then H2 sections whose items link to Markdown files, one line each.
 */

export interface LlmsLink {
  title: string;
  /** Absolute URL of the page's `.md` file. */
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsSite {
  name: string;
  summary: string;
  /** Plain paragraphs between the summary and the first section. */
  details?: string[];
  sections: LlmsSection[];
}

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `[`, `]` in a link text would end it early. */
const linkText = (text: string) => singleLine(text).replace(/([[\]])/g, '\\$1');

export function llmsTxt(site: LlmsSite): string {
  const out = [`# ${singleLine(site.name)}`, '', `> ${singleLine(site.summary)}`, ''];
  for (const paragraph of site.details ?? []) out.push(singleLine(paragraph), '');
  for (const section of site.sections) {
    if (section.links.length === 0) continue;
    out.push(`## ${singleLine(section.title)}`, '');
    for (const link of section.links) {
      const description = link.description ? singleLine(link.description) : '';
      out.push(`- [${linkText(link.title)}](${link.url})${description ? `: ${description}` : ''}`);
    }
    out.push('');
  }
  return `${out.join('\n').trim()}\n`;
}

/** Every page's Markdown in one file, each led by a rule and its URL so a reader can cite it. */
export function llmsFullTxt(site: Pick<LlmsSite, 'name' | 'summary'>, pages: Array<{url: string; markdown: string}>): string {
  const parts = [`# ${singleLine(site.name)}`, '', `> ${singleLine(site.summary)}`, ''];
  for (const page of pages) parts.push('---', '', `URL: ${page.url}`, '', page.markdown.trim(), '');
  return `${parts.join('\n').trim()}\n`;
}
