// Not a wrapper: the theme's markers are <li> elements outside any list; the fix is their markup itself.
import React, {type ReactNode} from 'react';

/*
 * Replaces the theme's `Array [` / `]` markers around array items in schema views. The theme makes
 * them <li> elements although the schema rows around them are not list items, which breaks the
 * list semantics assistive technology relies on (axe rules "list" and "listitem"). Here they are
 * plain rows inside the row container of ../ResponseSchema, muted with a colour that keeps 4.5:1
 * contrast (the theme's 60% opacity does not).
 */

// The theme's spacing: 5px above each row (its list items), half a line below the opening bracket.
const bracket = {fontSize: 'var(--ifm-code-font-size)', color: 'var(--ifm-color-emphasis-700)', marginLeft: '-.5rem', paddingTop: '5px'} as const;

export function OpeningArrayBracket(): ReactNode {
  return <div style={{...bracket, paddingBottom: '.5rem'}}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div style={bracket}>]</div>;
}
