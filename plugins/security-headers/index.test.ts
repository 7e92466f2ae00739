import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import securityHeadersPlugin from './index';
import {buildHtmlMinifier, declaredInlineScripts} from './declared';
import {readSiteEnv} from '../../config/env';
import {scriptHash} from '../../config/securityHeaders';
import {bootScript} from '../../config/ssgTemplate';
import {jsonForHtml} from '../../src/lib/jsonInHtml';

const HOSTILE = '</script><script>window.__pwned=1</script>';
/** Site-wide tags as the classic theme declares them (a color-mode script among other elements). */
const TAGS = {
  headTags: '<meta name="x" content="y">',
  preBodyTags: '<svg style="display: none;"></svg><script>\n(function () {\n  document.documentElement.setAttribute("data-theme", "light");\n})();\n</script>',
  postBodyTags: '',
};

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
  await fs.mkdir(path.join(dir, 'build', 'docs', 'guide'), {recursive: true});
});
afterEach(async () => {
  await fs.rm(dir, {recursive: true, force: true});
});

const minify = await buildHtmlMinifier('swc');

/** A page as the build writes it: the declared scripts, a breadcrumb data block, minified. */
async function writePage(name: string, jsonLd: string, extra = ''): Promise<void> {
  const html =
    `<!DOCTYPE html><html><head>${TAGS.headTags}<script type="application/ld+json">${jsonLd}</script></head>` +
    `<body>${TAGS.preBodyTags}<div id="__docusaurus"><h1>Title</h1>${extra}</div><script>${bootScript}</script></body></html>`;
  await fs.writeFile(path.join(dir, 'build', name), await minify(html));
}

async function postBuild(): Promise<string> {
  const context = {siteDir: dir, baseUrl: '/', siteConfig: {future: {faster: {swcHtmlMinimizer: true}}}} as unknown as LoadContext;
  const plugin = securityHeadersPlugin({env: readSiteEnv({}), testBuild: false, minify})(context);
  await plugin.postBuild!({outDir: path.join(dir, 'build'), ...TAGS} as never);
  return fs.readFile(path.join(dir, 'build', '_headers'), 'utf8');
}

const breadcrumbs = (name: string) => ({'@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{'@type': 'ListItem', name, position: 1}]});

describe('security-headers plugin: only the inline scripts the site declares are hashed', () => {
  it('declares the theme script and the boot script, in their minified form', async () => {
    const declared = [...(await declaredInlineScripts(TAGS, minify))];
    expect(declared).toHaveLength(2);
    expect(declared[0]).toBe('document.documentElement.setAttribute("data-theme","light")');
    expect(declared[1]).toContain('docs:boot');
  });

  it('hostile text in a breadcrumb (summary, guide title, sidebar label) stays data: _headers holds exactly the declared hashes', async () => {
    await writePage('index.html', jsonForHtml(breadcrumbs('Home')));
    await writePage(path.join('docs', 'guide', 'index.html'), jsonForHtml(breadcrumbs(`Create a person ${HOSTILE}`)));
    const headers = await postBuild();
    const scriptSrc = /script-src ([^;]*);/.exec(headers)![1]!.split(' ');
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    const expected = [...(await declaredInlineScripts(TAGS, minify))].map(scriptHash).sort();
    expect(hashes).toEqual(expected);
    expect(hashes).not.toContain(scriptHash('window.__pwned=1'));
    const built = await fs.readFile(path.join(dir, 'build', 'docs', 'guide', 'index.html'), 'utf8');
    expect(built).not.toContain('<script>window.__pwned');
  });

  it('fails the build on an inline script the site does not declare, naming the page and showing the script', async () => {
    await writePage('index.html', jsonForHtml(breadcrumbs('Home')));
    // What the theme's JSON.stringify wrote: the summary ends the data block and starts a script.
    await writePage(path.join('docs', 'guide', 'index.html'), JSON.stringify(breadcrumbs(`Create a person ${HOSTILE}`)));
    await expect(postBuild()).rejects.toThrow(/1 inline script\(s\) that the site does not declare[\s\S]*docs\/guide\/index\.html: "window\.__pwned=1"/);
    await expect(fs.access(path.join(dir, 'build', '_headers'))).rejects.toThrow();
  });

  it('an inline script in a page body is refused too', async () => {
    await writePage('index.html', jsonForHtml(breadcrumbs('Home')), '<script>fetch("/steal")</script>');
    await expect(postBuild()).rejects.toThrow(/index\.html: "fetch\(\\"\/steal\\"\)"/);
  });
});
