import type {HighlightComponent} from './types';

/**
 * The highlighter as code blocks use it. This file is the browser side; the server bundle gets
 * ./runtime.server.ts in its place (plugins/client-weight).
 *
 * Browser side of the highlighter: Prism and its grammars (~110 KB minified) are not part of the
 * first load. `loadHighlighter` fetches them once; `loadedHighlighter` is the component once loaded.
 */
let loaded: HighlightComponent | null = null;
let loading: Promise<HighlightComponent> | null = null;

export function loadedHighlighter(): HighlightComponent | null {
  return loaded;
}

export function loadHighlighter(): Promise<HighlightComponent> {
  loading ??= import(/* webpackChunkName: "prism" */ './prism').then((module) => {
    loaded = module.Highlight as unknown as HighlightComponent;
    return loaded;
  });
  return loading;
}

/** True in the browser build: server-rendered code blocks are kept as they are during hydration. */
export const keepsServerMarkup = true;
