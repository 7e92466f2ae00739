import {describe, expect, test} from 'vitest';
import {escapeHtml, highlight, snippet} from './highlight';
import {parseQuery} from './text';

const tags = {pre: '<mark>', post: '</mark>'};

describe('highlight and snippet', () => {
  test('marks matching words and escapes HTML', () => {
    const result = highlight('Verify the <signature> of a webhook', parseQuery('webhook signature'), tags);
    expect(result.value).toBe('Verify the &lt;<mark>signature</mark>&gt; of a <mark>webhook</mark>');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['webhook', 'signature']);
    expect(result.fullyHighlighted).toBe(false);
  });

  test('partial and none match levels', () => {
    expect(highlight('Webhook events', parseQuery('webhook signature'), tags).matchLevel).toBe('partial');
    expect(highlight('Cadences', parseQuery('people'), tags)).toMatchObject({matchLevel: 'none', matchedWords: []});
    expect(highlight('Webhooks', parseQuery('webhok'), tags).fullyHighlighted).toBe(true);
  });

  test('snippets keep N words around the first match, with ellipses where cut', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen limits fifteen sixteen';
    const ten = snippet(text, parseQuery('limits'), 10, tags, '…');
    expect(ten.value).toBe('… eight nine ten eleven twelve thirteen fourteen <mark>limits</mark> fifteen sixteen');
    const five = snippet(text, parseQuery('limits'), 5, tags, '…');
    expect(five.value).toBe('… thirteen fourteen <mark>limits</mark> fifteen sixteen');
    const start = snippet(text, parseQuery('two'), 5, tags, '…');
    expect(start.value).toBe('one <mark>two</mark> three four five …');
    expect(snippet('short text', parseQuery('text'), 10, tags, '…').value).toBe('short <mark>text</mark>');
  });

  test('escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
