import {createRequire} from 'node:module';
import type {HtmlMinifier, HtmlMinifierType} from '@docusaurus/bundler';
import {bootScript} from '../../config/ssgTemplate';
import {scanPage} from './scan';

/** The site-wide tags plugins declare through `injectHtmlTags` (Docusaurus hands them to postBuild). */
export interface DeclaredTags {
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

/** Minifies an HTML document the way the build does (returns the minified HTML). */
export type MinifyHtml = (html: string) => Promise<string>;

/**
 * The HTML minifier Docusaurus' static site generator runs over every page (`@docusaurus/bundler`,
 * a dependency of @docusaurus/core, resolved from there), so that the declared scripts are compared
 * in the form they take in the built files.
 */
export async function buildHtmlMinifier(type: HtmlMinifierType): Promise<MinifyHtml> {
  const requireFromCore = createRequire(createRequire(__filename).resolve('@docusaurus/core/package.json'));
  const bundler = requireFromCore('@docusaurus/bundler') as {getHtmlMinifier: (options: {type: HtmlMinifierType}) => Promise<HtmlMinifier>};
  const minifier = await bundler.getHtmlMinifier({type});
  return async (html) => (await minifier.minify(html)).code;
}

/**
 * The allow-list of inline scripts: the text of every inline script the site itself declares, as
 * it appears in a built page. Those are the scripts of the site-wide tags (the classic theme's color
 * mode script) and the boot script of config/ssgTemplate.ts, nothing a page's content can add. They
 * are put into one document and minified like a page, because the build minifies inline scripts too.
 */
export async function declaredInlineScripts(tags: DeclaredTags, minify: MinifyHtml): Promise<Set<string>> {
  const document = `<!DOCTYPE html><html><head>${tags.headTags}</head><body>${tags.preBodyTags}${tags.postBodyTags}<script>${bootScript}</script></body></html>`;
  const {inlineScripts} = scanPage(await minify(document));
  return new Set(inlineScripts);
}

/** A short, one-line preview of a script for an error message. */
export function scriptPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}
