import {Highlight} from './prism';
import type {HighlightComponent} from './types';

/**
 * Server side of the highlighter: highlighting happens while the HTML is generated, so it is
 * available at once. ./prism registers the extra grammars, the same list the browser loads lazily (the
 * theme's own Prism client module is patched out: patches/@docusaurus+theme-classic+3.10.2.patch).
 */
export function loadedHighlighter(): HighlightComponent {
  return Highlight as unknown as HighlightComponent;
}

export function loadHighlighter(): Promise<HighlightComponent> {
  return Promise.resolve(loadedHighlighter());
}

export const keepsServerMarkup = false;
