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
  /** Rules for agents and code generators, as a list after the details (see agentInstructions). */
  instructions?: {lead: string; items: string[]};
  sections: LlmsSection[];
}

const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `[`, `]` in a link text would end it early. */
const linkText = (text: string) => singleLine(text).replace(/([[\]])/g, '\\$1');

export function llmsTxt(site: LlmsSite): string {
  const out = [`# ${singleLine(site.name)}`, '', `> ${singleLine(site.summary)}`, ''];
  for (const paragraph of site.details ?? []) out.push(singleLine(paragraph), '');
  out.push(...instructionLines(site.instructions));
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
export function llmsFullTxt(site: Pick<LlmsSite, 'name' | 'summary' | 'instructions'>, pages: Array<{url: string; markdown: string}>): string {
  const parts = [`# ${singleLine(site.name)}`, '', `> ${singleLine(site.summary)}`, '', ...instructionLines(site.instructions)];
  for (const page of pages) parts.push('---', '', `URL: ${page.url}`, '', page.markdown.trim(), '');
  return `${parts.join('\n').trim()}\n`;
}

/** The instructions as the llms.txt "details" part allows: a lead paragraph and a list, no heading. */
function instructionLines(instructions: LlmsSite['instructions']): string[] {
  if (!instructions || instructions.items.length === 0) return [];
  return [singleLine(instructions.lead), '', ...instructions.items.map((item) => `- ${singleLine(item)}`), ''];
}

/** Absolute URLs (of `.md` files) the instructions point at. */
export interface InstructionLinks {
  migrationMap: string;
  cursorPoller: string;
  rateLimits: string;
  scopes: string;
  webhookSignatures: string;
  oauth: string;
  mcpServer: string;
  changelog: string;
  changelogFeed: string;
}

/**
 * What an agent writing code against this API must get right (issue 28), in the order it meets the
 * questions: which version, how to read data, the budget, the scopes, webhooks, secrets, changes.
 * The facts are the guides' (rate limits, cursor poller, delivery headers, OAuth), linked for detail.
 */
export function agentInstructions(links: InstructionLinks): {lead: string; items: string[]} {
  return {
    lead: 'Instructions for AI agents and code generators using this API:',
    items: [
      `Build on API v2 (https://api.salesloft.com/v2/...). v1 (/public_api/v1/...) is legacy, kept for existing integrations; the [migration map](${links.migrationMap}) gives each v1 operation its v2 counterpart.`,
      `Keep a copy of records in sync with an \`updated_at\` cursor, not by walking pages: request \`sort_by=updated_at&sort_direction=ASC&updated_at[gte]=<last updated_at seen>&per_page=100\` on page 1, skip the ids already processed at the cursor timestamp, then move the cursor to the last record's \`updated_at\` ([cursor poller](${links.cursorPoller})).`,
      `Rate limit: 600 cost units per minute per team, shared by every integration on the team. A request costs 1; a \`page\` above 100 costs 3, 8, 10 or 30. Every response carries \`x-ratelimit-endpoint-cost\` and \`x-ratelimit-remaining-minute\`; slow down as the remainder falls ([rate limits](${links.rateLimits})).`,
      'On HTTP 429 the request was not performed: wait and retry with exponential backoff (1 s, doubling, at most 60 s, with random jitter) and a bounded number of attempts. Do not retry other 4xx errors, and retry a write only when a duplicate would be harmless.',
      `Request only the OAuth scopes the calls need. Each operation's page names its scope (\`people:read\` for GET /v2/people), the [scopes page](${links.scopes}) lists every scope with its operations, and the section "OAuth scopes by resource" below gives each resource's scopes.`,
      `Verify every webhook delivery before trusting it: \`x-salesloft-signature\` is the hex HMAC-SHA1 of the raw request body keyed with the subscription's \`callback_token\`; compare in constant time ([delivery headers](${links.webhookSignatures})).`,
      `Never ship a client secret, refresh token or API key to a browser or mobile app: exchange the authorization code and refresh tokens on a server ([OAuth](${links.oauth})).`,
      `For read-only questions asked from an assistant, the Salesloft MCP server (https://mcp.salesloft.com/mcp) may fit better than custom code ([MCP server](${links.mcpServer})).`,
      `API changes by date: [changelog](${links.changelog}), also as an Atom feed at ${links.changelogFeed}.`,
    ],
  };
}

/** An operation as the scope list reads it: its resource (first tag) and its `security`. */
export interface ScopedOperation {
  tags: string[];
  security?: Array<Record<string, string[]>>;
}

/** Each resource with the OAuth scopes its operations need, resources and scopes sorted. */
export function scopesByResource(operations: ScopedOperation[]): Array<{resource: string; scopes: string[]}> {
  const byResource = new Map<string, Set<string>>();
  for (const op of operations) {
    const resource = op.tags[0] ?? 'Other';
    if (!byResource.has(resource)) byResource.set(resource, new Set());
    for (const requirement of op.security ?? []) for (const scope of Object.values(requirement).flat()) byResource.get(resource)!.add(scope);
  }
  return [...byResource]
    .map(([resource, scopes]) => ({resource, scopes: [...scopes].sort()}))
    .sort((a, b) => a.resource.localeCompare(b.resource));
}
