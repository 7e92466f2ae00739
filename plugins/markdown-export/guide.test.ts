import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {guideToMarkdown, GuideConversionError, stripFrontMatter} from './guide';

const SITE = 'https://developers.example.com';

const convert = (source: string, file = 'docs/platform/x/page.mdx') =>
  guideToMarkdown({
    file,
    source,
    title: 'Page title',
    description: 'What the page is for.',
    pageUrl: `${SITE}/docs/platform/x/page/`,
    resolveLink: (target) => {
      if (/^https?:/.test(target)) return null;
      if (target.startsWith('#')) return `${SITE}/docs/platform/x/page/${target}`;
      if (target.startsWith('/')) return `${SITE}${target}`;
      const [file, hash] = target.split('#');
      return `${SITE}/docs/platform/x/${file.replace(/^\.\//, '').replace(/\.mdx?$/, '')}/${hash ? `#${hash}` : ''}`;
    },
  });

const SAMPLE = `---
title: Page title
sources:
  - https://example.com/a
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro with a [relative link](./other.mdx#part), an [absolute one](/docs/api/people-index/), an
[external one](https://example.org/) and \`[code](./not-a-link.mdx)\`.

## Verify the signature

:::warning Read this first
Never trust an unsigned body.
:::

<Tabs groupId="code-language">
<TabItem value="nodejs" label="Node.js">

\`\`\`javascript title="server.mjs"
import { createServer } from 'node:http';
const x = <b>1</b>;
\`\`\`

</TabItem>
<TabItem value="python" label="Python">

\`\`\`python
import os
\`\`\`

</TabItem>
</Tabs>

:::tip
Short tip.
:::
`;

describe('guideToMarkdown', () => {
  const md = convert(SAMPLE);

  it('starts with the title and description, ends with the page URL', () => {
    expect(md.startsWith('# Page title\n\n> What the page is for.\n')).toBe(true);
    expect(md.trimEnd().endsWith(`Source: ${SITE}/docs/platform/x/page/`)).toBe(true);
  });

  it('drops front matter, MDX imports and JSX tab wrappers', () => {
    expect(md).not.toMatch(/^import Tabs/m);
    expect(md).not.toContain('sources:');
    expect(md).not.toMatch(/<\/?Tabs|<\/?TabItem/);
  });

  it('turns each tab into a heading one level below its section', () => {
    expect(md).toContain('\n### Node.js\n');
    expect(md).toContain('\n### Python\n');
  });

  it('keeps code blocks verbatim with their language, imports and tags inside them included', () => {
    expect(md).toContain("```javascript\nimport { createServer } from 'node:http';\nconst x = <b>1</b>;\n```");
    expect(md).toContain('```python\nimport os\n```');
  });

  it('turns admonitions into blockquotes led by their label', () => {
    expect(md).toContain('> **Warning: Read this first**\n>\n> Never trust an unsigned body.');
    expect(md).toContain('> **Tip**\n>\n> Short tip.');
  });

  it('makes links absolute and leaves external links and inline code alone', () => {
    expect(md).toContain(`[relative link](${SITE}/docs/platform/x/other/#part)`);
    expect(md).toContain(`[absolute one](${SITE}/docs/api/people-index/)`);
    expect(md).toContain('[external one](https://example.org/)');
    expect(md).toContain('`[code](./not-a-link.mdx)`');
  });

  it('fails on JSX it cannot convert, naming file and line', () => {
    const source = '---\ntitle: x\n---\n\nText\n\n<Custom prop="1" />\n';
    expect(() => convert(source, 'docs/platform/x/bad.mdx')).toThrow(GuideConversionError);
    expect(() => convert(source, 'docs/platform/x/bad.mdx')).toThrow('docs/platform/x/bad.mdx:7:');
  });

  it('replaces the signature tool by a sentence that points at the web page, and still fails on other widgets', () => {
    const md = convert('---\ntitle: x\n---\n\n## Signature tool\n\n<SignatureTool />\n');
    expect(md).toContain('## Signature tool\n\n*An interactive signature tool stands here: it computes the HMAC-SHA1 of a body with a callback token in the browser, compares it with a pasted x-salesloft-signature and writes a curl command that replays the delivery (on the web page: https://developers.example.com/docs/platform/x/page/)*');
    expect(() => convert('---\ntitle: x\n---\n\n<OtherTool />\n')).toThrow(GuideConversionError);
  });

  it('fails on an unclosed fence or admonition', () => {
    expect(() => convert('```js\nx\n')).toThrow('code fence never closed');
    expect(() => convert(':::note\nx\n')).toThrow('admonition never closed');
  });

  it('strips only a leading front matter block', () => {
    expect(stripFrontMatter('---\na: 1\n---\nbody\n---\n')).toBe('body\n---\n');
  });
});

describe('every guide of the site converts', () => {
  const root = path.resolve(__dirname, '..', '..', 'docs', 'platform');
  const files = fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.mdx'));

  it.each(files)('%s', (file) => {
    const md = convert(fs.readFileSync(path.join(root, file), 'utf8'), `docs/platform/${file}`);
    // Outside code blocks, no MDX is left.
    const prose = md.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/^import\s/m);
    expect(prose).not.toMatch(/^\s*<\/?[A-Z]/m);
    expect(prose).not.toMatch(/^:::/m);
    expect(prose).not.toMatch(/\]\(\.{1,2}\//);
  });
});
