import React from 'react';
import {describe, expect, it} from 'vitest';
import {headingText} from './text';

describe('headingText', () => {
  it('reads a plain heading as it is', () => {
    expect(headingText('Rate-limit headers')).toBe('Rate-limit headers');
  });

  it('reads through inline code and emphasis', () => {
    const children = ['Values of ', React.createElement('code', {key: 'c'}, 'cadence_function')];
    expect(headingText(children)).toBe('Values of cadence_function');
    expect(headingText(['The ', React.createElement('em', {key: 'e'}, ['automated', React.createElement('code', {key: 'c'}, '_settings')]), ' object'])).toBe(
      'The automated_settings object',
    );
  });

  it("reads a component's children, such as <Translate>'s message", () => {
    function Translate({children}: {id: string; children?: string}) {
      return children ?? null;
    }
    expect(headingText(React.createElement(Translate, {id: 'theme.openapi.request.title'}, 'Request'))).toBe('Request');
  });

  it('keeps numbers, drops booleans and empty nodes, and collapses whitespace', () => {
    expect(headingText(['Step ', 2, null, false, undefined, '\n  of   3'])).toBe('Step 2 of 3');
    expect(headingText(null)).toBe('');
  });
});
