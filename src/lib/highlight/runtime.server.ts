import {Highlight} from 'prism-react-renderer';
import type {HighlightComponent} from './types';

/**
 * Server side of the highlighter: highlighting happens while the HTML is generated, so it is
 * available at once. (The theme's Prism client module registers the extra grammars in this bundle.)
 */
export function loadedHighlighter(): HighlightComponent {
  return Highlight as unknown as HighlightComponent;
}

export function loadHighlighter(): Promise<HighlightComponent> {
  return Promise.resolve(loadedHighlighter());
}

export const keepsServerMarkup = false;
