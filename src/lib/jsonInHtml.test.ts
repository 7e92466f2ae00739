import {describe, expect, it} from 'vitest';
import {Parser} from 'htmlparser2';
import {jsonForHtml} from './jsonInHtml';

const HOSTILE = '</script><script>window.__pwned=1</script>';

/** Every `<script>` element an HTML parser finds, with its type and raw text. */
function scripts(html: string): {type: string; text: string}[] {
  const found: {type: string; text: string}[] = [];
  let open: {type: string; text: string} | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script') open = {type: attributes.type ?? '', text: ''};
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (name !== 'script' || !open) return;
      found.push(open);
      open = null;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe('jsonForHtml', () => {
  const value = {name: `Create a person ${HOSTILE} & <!-- more -->`, line: 'a\u2028b\u2029c'};

  it('escapes <, >, &, U+2028 and U+2029 as JSON unicode escapes, and nothing else', () => {
    const text = jsonForHtml(value);
    expect(text).toBe(
      '{"name":"Create a person \\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1\\u003c/script\\u003e \\u0026 \\u003c!-- more --\\u003e","line":"a\\u2028b\\u2029c"}',
    );
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('keeps hostile text inside one data block, where the old JSON.stringify let it start a script', () => {
    const page = (json: string) => `<head><script type="application/ld+json">${json}</script></head>`;
    const safe = scripts(page(jsonForHtml(value)));
    expect(safe).toHaveLength(1);
    expect(safe[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(safe[0]!.text)).toEqual(value);
    // What the theme wrote before: the summary closes the data block and its script is a real one.
    const unsafe = scripts(page(JSON.stringify(value)));
    expect(unsafe.map((s) => s.type)).toEqual(['application/ld+json', '']);
    expect(unsafe[1]!.text).toBe('window.__pwned=1');
  });

  it('refuses a value with no JSON form', () => {
    expect(() => jsonForHtml(undefined)).toThrow(/no JSON form/);
  });
});
