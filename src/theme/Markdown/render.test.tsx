import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {parseDocument} from 'htmlparser2';
import {findAll} from 'domutils';
import {renderMarkdown, type MarkdownComponents} from './render';

/** Stand-ins that show which site component the renderer chose, and with which props. */
const components: MarkdownComponents = {
  Link: ({to, href, title, children}) => (
    <a data-link={to ? 'to' : 'href'} href={to ?? href} title={title}>
      {children}
    </a>
  ),
  CodeBlock: ({language, children}) => <pre data-language={language}>{children}</pre>,
  Admonition: ({type, title, children}: {type: string; title?: ReactNode; children: ReactNode}) => (
    <aside data-type={type} data-title={title}>
      {children}
    </aside>
  ),
};

const html = (md: string) => renderToStaticMarkup(<>{renderMarkdown(md, components)}</>);

describe('renderMarkdown', () => {
  it('renders the usual description', () => {
    expect(html('Only people updated after this time. See [List people](/docs/api/people-index/).\n\nRequires the `people:read` scope.')).toBe(
      '<p>Only people updated after this time. See <a data-link="to" href="/docs/api/people-index/">List people</a>.</p><p>Requires the <code>people:read</code> scope.</p>',
    );
  });

  it('opens external links through Link with href (new tab) and anchors and mail with a plain <a>', () => {
    expect(html('[a](https://example.com) [b](#responses) [c](mailto:x@example.com)')).toBe(
      '<p><a data-link="href" href="https://example.com">a</a> <a href="#responses">b</a> <a href="mailto:x@example.com">c</a></p>',
    );
  });

  it('renders lists, code blocks, admonitions and tables', () => {
    expect(html('- one\n- **two**\n\n3. three')).toBe('<ul><li>one</li><li><strong>two</strong></li></ul><ol start="3"><li>three</li></ol>');
    expect(html('```bash\ncurl -H "a: <b>"\n```')).toBe('<pre data-language="bash">curl -H &quot;a: &lt;b&gt;&quot;</pre>');
    expect(html(':::danger[Irreversible]\nGone *for good*.\n:::')).toBe('<aside data-type="danger" data-title="Irreversible"><p>Gone <em>for good</em>.</p></aside>');
    expect(html('| a | b |\n|:-|-:|\n| 1 | 2 |')).toBe(
      '<table><thead><tr><th style="text-align:left">a</th><th style="text-align:right">b</th></tr></thead><tbody><tr><td style="text-align:left">1</td><td style="text-align:right">2</td></tr></tbody></table>',
    );
  });

  it('escapes hostile input: HTML stays text and unsafe links lose their target', () => {
    const out = html(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '[click](javascript:alert(1)) [x](JAVASCRIPT:alert(1)) [y](data:text/html;base64,PHNjcmlwdD4=)',
        '[z](" onmouseover="alert(1)) **<b>bold</b>** `<i>`',
        '<a href="javascript:alert(1)">raw</a>',
        ':::note[<img src=x onerror=alert(1)>]\n<svg onload=alert(1)>\n:::',
        '| <script> | x |\n|---|---|\n| <iframe> | y |',
      ].join('\n\n'),
    );
    // Parsed as a browser would: only the renderer's own elements, no handlers, no unsafe targets.
    const elements = findAll(() => true, parseDocument(out).children);
    expect(new Set(elements.map((e) => e.name))).toEqual(new Set(['p', 'strong', 'code', 'aside', 'table', 'thead', 'tbody', 'tr', 'th', 'td']));
    for (const el of elements) {
      expect(Object.keys(el.attribs).filter((a) => /^on/i.test(a))).toEqual([]);
      expect(el.attribs.href ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<p>click x y</p>');
    expect(out).toContain('<strong>&lt;b&gt;bold&lt;/b&gt;</strong>');
    expect(out).toContain('<code>&lt;i&gt;</code>');
    expect(out).toContain('data-title="&lt;img src=x onerror=alert(1)&gt;"');
  });
});
