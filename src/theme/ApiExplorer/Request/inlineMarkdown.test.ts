import {describe, expect, it} from 'vitest';
import {inlineTokens, plainText} from './inlineMarkdown';

describe('inline Markdown of parameter descriptions', () => {
  it('turns code spans, links and emphasis into tokens and keeps the text between them', () => {
    expect(inlineTokens('Only users whose work country is one of these codes, sent as `work_country[]=US`.')).toEqual([
      {kind: 'text', text: 'Only users whose work country is one of these codes, sent as '},
      {kind: 'code', text: 'work_country[]=US'},
      {kind: 'text', text: '.'},
    ]);
    expect(inlineTokens('See [paging](/docs/platform/api-basics/paging/) and **never** use *deep* pages.')).toEqual([
      {kind: 'text', text: 'See '},
      {kind: 'link', text: 'paging', href: '/docs/platform/api-basics/paging/'},
      {kind: 'text', text: ' and '},
      {kind: 'strong', text: 'never'},
      {kind: 'text', text: ' use '},
      {kind: 'em', text: 'deep'},
      {kind: 'text', text: ' pages.'},
    ]);
  });

  it('leaves underscores inside names alone and treats the content of code spans literally', () => {
    expect(plainText('Filter by updated_at and sort_by')).toBe('Filter by updated_at and sort_by');
    expect(inlineTokens('`*not emphasis*`')).toEqual([{kind: 'code', text: '*not emphasis*'}]);
  });

  it('drops link targets that are not web addresses or site paths, keeping their text', () => {
    expect(inlineTokens('[click](javascript:alert)')).toEqual([{kind: 'text', text: 'click'}]);
    expect(inlineTokens('[x](//evil.example)')).toEqual([{kind: 'text', text: 'x'}]);
  });

  it('reads as plain text without backticks, with line breaks as spaces', () => {
    expect(plainText('Ids of people,\nsent as `ids[]=1&ids[]=2`.')).toBe('Ids of people, sent as ids[]=1&ids[]=2.');
  });

  it('keeps markup-looking text as text: nothing becomes HTML', () => {
    expect(plainText('<img src=x onerror=alert(1)> and `<b>`')).toBe('<img src=x onerror=alert(1)> and <b>');
  });
});
