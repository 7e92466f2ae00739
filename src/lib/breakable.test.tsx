import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {breakAfterUnderscores} from './breakable';

const html = (text: string) => renderToStaticMarkup(<h1>{breakAfterUnderscores(text)}</h1>);

describe('breakAfterUnderscores', () => {
  it('puts a <wbr> after each underscore and keeps every character', () => {
    expect(html('cadence_membership_created')).toBe('<h1>cadence_<wbr/>membership_<wbr/>created</h1>');
    expect(html('a__b_')).toBe('<h1>a_<wbr/>_<wbr/>b_<wbr/></h1>');
  });

  it('leaves a name without underscores as it is, and escapes what it renders', () => {
    expect(breakAfterUnderscores('Webhooks')).toBe('Webhooks');
    expect(html('<b>_x')).toBe('<h1>&lt;b&gt;_<wbr/>x</h1>');
  });
});
