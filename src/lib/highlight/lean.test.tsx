import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {codeTheme, prismAdditionalLanguages} from '../../../config/prism';
import {classesForStyle, codeThemeCss, leanRenderProps, mergeTokens, themeClasses} from './lean';
import {Highlight} from './prism';
import type {HighlightComponent as HighlightComponentType, HighlightRenderProps} from './types';

const root = path.join(__dirname, '../../..');
const themeCssFile = path.join(root, 'src/css/code-theme.css');
/** Time allowed to the two tests that render the whole guide corpus. */
const CORPUS_TIMEOUT = 60_000;

describe('mergeTokens', () => {
  const t = (className: string, content: string) => ({types: ['x'], content, className});
  it('joins neighbours with the same classes and keeps the rest in order', () => {
    expect(mergeTokens([t('ct1', 'const'), t('', ' '), t('', 'x'), t('ct2', '='), t('ct3', 'a'), t('ct3', 'b'), t('ct3 ct4', 'c')]).map((x) => [x.className, x.content])).toEqual([
      ['ct1', 'const'],
      ['', ' x'],
      ['ct2', '='],
      ['ct3', 'ab'],
      ['ct3 ct4', 'c'],
    ]);
  });

  it('leaves an empty-line token alone', () => {
    const empty = {types: ['plain'], content: '\n', empty: true, className: ''};
    expect(mergeTokens([empty, t('', 'a')])).toEqual([empty, t('', 'a')]);
  });
});

describe('classesForStyle', () => {
  it('gives one class per property and value, and none for what the block already has', () => {
    const table = themeClasses(codeTheme);
    expect(classesForStyle(codeTheme, {color: '#57606a', fontStyle: 'italic'})).toBe(`${table.get('color:#57606a')} ${table.get('font-style:italic')}`);
    expect(classesForStyle(codeTheme, {color: String(codeTheme.plain.color)})).toBe('');
    expect(classesForStyle(codeTheme, {display: 'inline-block'})).toBe('');
    expect(classesForStyle(codeTheme, undefined)).toBe('');
  });

  it('refuses a value the theme does not have, rather than dropping it', () => {
    expect(() => classesForStyle(codeTheme, {color: '#123456'})).toThrow(/no class for color:#123456/);
  });
});

describe('src/css/code-theme.css', () => {
  it('is the CSS generated from codeTheme (regenerate it with codeThemeCss after changing the theme)', () => {
    expect(fs.readFileSync(themeCssFile, 'utf8')).toBe(codeThemeCss(codeTheme));
  });
});

/** The stylesheet's rules: class → declarations. */
function parseRules(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.prism-code \.([\w-]+)\s*\{([^}]*)\}/g)) {
    rules.set(selector, inlineStyle(body));
  }
  return rules;
}

/** What the stylesheet gives a span with these classes (each class sets one property). */
function cascade(rules: ReturnType<typeof parseRules>, classes: string[]): Record<string, string> {
  return Object.assign({}, ...classes.filter(Boolean).map((c) => rules.get(c) ?? {[`unknown class ${c}`]: ''}));
}

function inlineStyle(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter(([name]) => name),
  );
}

/** Every fenced code block of the guides, with its language. */
function guideCodeBlocks(): Array<{language: string; code: string}> {
  const blocks: Array<{language: string; code: string}> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const [, language, code] of fs.readFileSync(file, 'utf8').matchAll(/^```([\w-]+)[^\n]*\n([\s\S]*?)^```/gm)) blocks.push({language, code});
      }
    }
  };
  walk(path.join(root, 'docs'));
  return blocks;
}

const decode = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

const HighlightComponent = Highlight as unknown as HighlightComponentType;

function render(language: string, code: string, lean: boolean): string {
  const children = (props: HighlightRenderProps) => {
    const {tokens, getLineProps, getTokenProps} = lean ? leanRenderProps(props, codeTheme) : props;
    return React.createElement(
      'code',
      null,
      tokens.map((line, i) =>
        React.createElement(
          'div',
          {key: i, ...getLineProps({line})},
          line.map((token, j) => React.createElement('span', {key: j, ...getTokenProps({token})})),
        ),
      ),
    );
  };
  return renderToStaticMarkup(
    <HighlightComponent theme={codeTheme} code={code} language={language}>
      {children}
    </HighlightComponent>,
  );
}

describe('class names instead of inline styles', () => {
  const rules = parseRules(fs.readFileSync(themeCssFile, 'utf8'));
  const plainColor = String(codeTheme.plain.color);
  const samples = [
    ...guideCodeBlocks(),
    ...prismAdditionalLanguages.map((language) => ({language, code: 'x = "a" + 1 // c\nif (true) { call(y); }\n'})),
    {language: 'javascript', code: 'const f = async (ms) => { await new Promise((r) => setTimeout(r, ms)); return `t${ms}`; };'},
  ];

  it('covers the guides (a control: the corpus is not empty)', () => {
    expect(samples.length).toBeGreaterThan(40);
    expect(new Set(samples.map((s) => s.language)).size).toBeGreaterThan(5);
  });

  // Both render every fenced block of every guide (over 10,000 characters) twice: seconds on a busy
  // machine, past Vitest's 5 s default.
  it('gives every token the colour and font the inline styles gave it', () => {
    const mismatches: string[] = [];
    let characters = 0;
    for (const {language, code} of samples) {
      const classic = [...render(language, code, false).matchAll(/<span class="token ([^"]*)"(?: style="([^"]*)")?>([^<]*)<\/span>/g)];
      // The same text, token by token, as the lean render splits it: each character's style.
      const expected = classic.flatMap(([, types, style, text]) => {
        const declared: Record<string, string> = {color: plainColor, ...inlineStyle((style ?? '').replace(/&quot;/g, '"'))};
        delete declared.display;
        return [...decode(text)].map(() => ({types, style: declared}));
      });
      // Spans, other tags (skipped) and bare text.
      const lean = [...render(language, code, true).matchAll(/<span class="([^"]*)">([^<]*)<\/span>|<[^>]*>|([^<]+)/g)];
      const actual = lean.flatMap(([tag, classes, spanText, bare]): Array<Record<string, string>> => {
        if (spanText === undefined && bare === undefined) return tag.startsWith('<span') ? [{unexpected: tag}] : [];
        const style: Record<string, string> = {color: plainColor, ...cascade(rules, classes === undefined ? [] : classes.split(' '))};
        return [...decode(spanText ?? bare)].map(() => style);
      });
      expect(actual.length, `${language}: the same text`).toBe(expected.length);
      expected.forEach(({types, style}, i) => {
        characters += 1;
        if (JSON.stringify(Object.entries(style).sort()) !== JSON.stringify(Object.entries(actual[i]).sort())) {
          mismatches.push(`${language} ${types}: inline ${JSON.stringify(style)}, stylesheet ${JSON.stringify(actual[i])}`);
        }
      });
    }
    expect(characters).toBeGreaterThan(10_000);
    expect([...new Set(mismatches)]).toEqual([]);
  }, CORPUS_TIMEOUT);

  it('writes no inline style, keeps the text, and leaves fewer elements', () => {
    for (const {language, code} of samples) {
      const lean = render(language, code, true);
      expect(lean).not.toMatch(/<[^>]* style=/);
      const text = (html: string) => html.replace(/<[^>]+>/g, '');
      expect(text(lean)).toBe(text(render(language, code, false)));
    }
    const all = (lean: boolean) => samples.map((s) => render(s.language, s.code, lean)).join('');
    const spans = (html: string) => html.split('<span').length - 1;
    expect(spans(all(true))).toBeLessThan(spans(all(false)) * 0.8);
  }, CORPUS_TIMEOUT);
});
