import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {assembleSpec, SpecError} from './bundle-lib.mjs';
import {rawHtmlIn, withoutCode} from './spec-text.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('spec text policy: descriptions are CommonMark without raw HTML', () => {
  it('finds tags, closing tags, comments and unclosed tags outside code', () => {
    const found = (text) => rawHtmlIn(text).map((f) => f.excerpt);
    expect(found('An image <img src=x onerror=alert(1)> here')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(found('unclosed <img src=x')).toEqual(['<img src=x']);
    expect(found('a </script><script>x()</script>')).toEqual(['</script>', '<script>', '</script>']);
    expect(found('<!-- hidden -->')).toEqual(['<!-- hidden -->']);
    expect(found('<br>')).toEqual(['<br>']);
  });

  it('leaves code spans, fenced code, escaped brackets, comparisons and autolinks alone', () => {
    for (const text of ['`external_<user_guid>`', '``a `<b>` c``', '\\<img src=x>', 'a < b and c > d', 'x <= 3', '<https://example.com>', '```\n<p>x</p>\n```\nafter']) {
      expect(rawHtmlIn(text), text).toEqual([]);
    }
    expect(withoutCode('a `<b>` c')).toBe('a       c');
  });

  it('fails assembly naming the file, line and column of each tag, and nothing in examples, code or summaries', () => {
    let message = '';
    try {
      assembleSpec(path.join(here, '__fixtures__', 'raw-html'));
    } catch (error) {
      expect(error).toBeInstanceOf(SpecError);
      message = error.message;
    }
    const lines = message.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/__fixtures__\/raw-html\/resources\/things\.yaml:17:18: raw HTML "<img src=x onerror=alert\(1\)>" in a description: spec text is CommonMark without HTML\. Put it in a code span/);
    expect(lines[0]).toContain('(#/paths/~1v2~1things/get/description)');
    expect(lines[1]).toMatch(/things\.yaml:17:63: raw HTML "<img src=x" in a description/);
    expect(lines[2]).toMatch(/things\.yaml:21:52: raw HTML "<b>"/);
    expect(lines[3]).toMatch(/things\.yaml:21:59: raw HTML "<\/b>"/);
    expect(message).not.toContain('<script>');
    expect(message).not.toContain('<p>');
  });
});
