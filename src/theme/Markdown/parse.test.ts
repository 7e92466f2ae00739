import {describe, expect, it} from 'vitest';
import {parseInline, parseMarkdown, safeHref} from './parse';

describe('safeHref', () => {
  it('keeps http(s), mailto, anchors and relative paths', () => {
    for (const url of [
      'https://example.com/a?b=c#d',
      'http://example.com',
      'HTTPS://EXAMPLE.COM',
      'mailto:dev@example.com',
      '#responses',
      '/docs/api/people-index/',
      '../rate-limits.mdx#deep-page-costs',
      'people-show',
      '?page=2',
    ]) {
      expect(safeHref(url), url).toBe(url);
    }
  });

  it('refuses every other scheme, however it is disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      '//evil.example.com',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      'a b:c',
      '',
      '   ',
    ]) {
      expect(safeHref(url), JSON.stringify(url)).toBeNull();
    }
  });
});

describe('parseInline', () => {
  it('reads code, bold, italic and links', () => {
    expect(parseInline('Send `per_page` as **an integer**, *not* a _string_.')).toEqual([
      {type: 'text', value: 'Send '},
      {type: 'code', value: 'per_page'},
      {type: 'text', value: ' as '},
      {type: 'strong', children: [{type: 'text', value: 'an integer'}]},
      {type: 'text', value: ', '},
      {type: 'emphasis', children: [{type: 'text', value: 'not'}]},
      {type: 'text', value: ' a '},
      {type: 'emphasis', children: [{type: 'text', value: 'string'}]},
      {type: 'text', value: '.'},
    ]);
  });

  it('takes code spans literally, including markup and longer fences', () => {
    expect(parseInline('`**not bold**` and `` a ` b `` and `[x](y)`')).toEqual([
      {type: 'code', value: '**not bold**'},
      {type: 'text', value: ' and '},
      {type: 'code', value: 'a ` b'},
      {type: 'text', value: ' and '},
      {type: 'code', value: '[x](y)'},
    ]);
  });

  it('leaves intraword underscores and unmatched markers alone', () => {
    expect(parseInline('person_stage_id and owner_crm_id[_not_in]')).toEqual([{type: 'text', value: 'person_stage_id and owner_crm_id[_not_in]'}]);
    expect(parseInline('a * b and ** c and `d')).toEqual([{type: 'text', value: 'a * b and ** c and `d'}]);
  });

  it('parses links with titles, nested markup and escapes', () => {
    expect(parseInline('See [**List people**](/docs/api/people-index/ "The list").')).toEqual([
      {type: 'text', value: 'See '},
      {type: 'link', href: '/docs/api/people-index/', title: 'The list', children: [{type: 'strong', children: [{type: 'text', value: 'List people'}]}]},
      {type: 'text', value: '.'},
    ]);
    expect(parseInline('\\[not a link\\](x) \\*literal\\*')).toEqual([{type: 'text', value: '[not a link](x) *literal*'}]);
    expect(parseInline('<https://example.com/x>')).toEqual([
      {type: 'link', href: 'https://example.com/x', children: [{type: 'text', value: 'https://example.com/x'}]},
    ]);
  });

  it('keeps the text of links to unsafe targets but not the target', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{type: 'link', href: null, children: [{type: 'text', value: 'click'}]}]);
    expect(parseInline('[x](data:text/html,hi)')[0]).toMatchObject({type: 'link', href: null});
  });

  it('turns trailing double spaces, backslash line ends and <br> into breaks; other HTML is text', () => {
    expect(parseInline('one  \ntwo\\\nthree<br/>four\nfive')).toEqual([
      {type: 'text', value: 'one'},
      {type: 'break'},
      {type: 'text', value: 'two'},
      {type: 'break'},
      {type: 'text', value: 'three'},
      {type: 'break'},
      {type: 'text', value: 'four\nfive'},
    ]);
    expect(parseInline('<script>alert(1)</script><img src=x onerror=alert(1)>')).toEqual([
      {type: 'text', value: '<script>alert(1)</script><img src=x onerror=alert(1)>'},
    ]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins soft-wrapped lines', () => {
    expect(parseMarkdown('First line\nstill first.\n\nSecond.')).toEqual([
      {type: 'paragraph', children: [{type: 'text', value: 'First line\nstill first.'}]},
      {type: 'paragraph', children: [{type: 'text', value: 'Second.'}]},
    ]);
  });

  it('reads bullet and numbered lists, with nesting and continuation lines', () => {
    const blocks = parseMarkdown('Steps:\n\n1. Create\n   the job.\n2. Add data:\n   - one\n   - two\n\n- a\n- b');
    expect(blocks[1]).toEqual({
      type: 'list',
      ordered: true,
      start: 1,
      items: [
        [{type: 'paragraph', children: [{type: 'text', value: 'Create\nthe job.'}]}],
        [
          {type: 'paragraph', children: [{type: 'text', value: 'Add data:'}]},
          {
            type: 'list',
            ordered: false,
            start: 1,
            items: [[{type: 'paragraph', children: [{type: 'text', value: 'one'}]}], [{type: 'paragraph', children: [{type: 'text', value: 'two'}]}]],
          },
        ],
      ],
    });
    expect(blocks[2]).toMatchObject({type: 'list', ordered: false, items: [[{type: 'paragraph'}], [{type: 'paragraph'}]]});
    expect(parseMarkdown('3) third\n4) fourth')[0]).toMatchObject({type: 'list', ordered: true, start: 3});
  });

  it('reads fenced code verbatim, with its language', () => {
    expect(parseMarkdown('Example:\n```json\n{"a": "**b**"}\n```\nAfter')).toEqual([
      {type: 'paragraph', children: [{type: 'text', value: 'Example:'}]},
      {type: 'code', language: 'json', value: '{"a": "**b**"}'},
      {type: 'paragraph', children: [{type: 'text', value: 'After'}]},
    ]);
    expect(parseMarkdown('~~~\nunclosed <b>')).toEqual([{type: 'code', language: null, value: 'unclosed <b>'}]);
  });

  it('reads the admonition forms of the openapi theme', () => {
    expect(parseMarkdown(':::note\n\nKeep the `id`.\n\n:::')).toEqual([
      {type: 'admonition', kind: 'note', title: null, children: [{type: 'paragraph', children: [{type: 'text', value: 'Keep the '}, {type: 'code', value: 'id'}, {type: 'text', value: '.'}]}]},
    ]);
    expect(parseMarkdown(':::warning[Careful]\nDeletes data.\n:::')).toEqual([
      {type: 'admonition', kind: 'warning', title: 'Careful', children: [{type: 'paragraph', children: [{type: 'text', value: 'Deletes data.'}]}]},
    ]);
    expect(parseMarkdown(':::tip Use paging. :::')).toEqual([
      {type: 'admonition', kind: 'tip', title: null, children: [{type: 'paragraph', children: [{type: 'text', value: 'Use paging.'}]}]},
    ]);
    // An unknown type is shown as a note rather than failing.
    expect(parseMarkdown(':::bogus\nx\n:::')[0]).toMatchObject({type: 'admonition', kind: 'note'});
  });

  it('reads the enum-description table the theme writes', () => {
    const table = parseMarkdown('| Enum Value | Description |\n| ---- | ----- |\n| ASC | Oldest first<br/>nulls first | \n| DESC | Newest first | \n    ');
    expect(table).toEqual([
      {
        type: 'table',
        align: [null, null],
        head: [[{type: 'text', value: 'Enum Value'}], [{type: 'text', value: 'Description'}]],
        rows: [
          [[{type: 'text', value: 'ASC'}], [{type: 'text', value: 'Oldest first'}, {type: 'break'}, {type: 'text', value: 'nulls first'}]],
          [[{type: 'text', value: 'DESC'}], [{type: 'text', value: 'Newest first'}]],
        ],
      },
    ]);
  });

  it('stays fast on hostile input', () => {
    // Each of these took seconds to minutes with a scan-ahead parser (quadratic); linear, they
    // take well under a second together even on a busy machine.
    const started = Date.now();
    for (const s of ['['.repeat(50_000), '*a'.repeat(25_000), '`'.repeat(10_000) + 'x', '_'.repeat(50_000), '- '.repeat(5_000) + 'x', '[a](' .repeat(10_000), ':::note\n'.repeat(2_000)]) {
      parseMarkdown(s);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not nest without bound', () => {
    const deep = Array.from({length: 200}, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    let depth = 0;
    let blocks = parseMarkdown(deep);
    while (blocks[0]?.type === 'list') {
      depth += 1;
      blocks = blocks[0].items[0].slice(1);
    }
    expect(depth).toBeLessThanOrEqual(21);
  });
});
