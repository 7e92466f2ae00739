import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parsePatch, patchProblems, readPatches} from './check';
import patchesPlugin, {bundledTargets} from './index';
import {fakeSite, installed, removeFakeSites} from '../fake-site';
import {siteDir} from '../check';
import type * as HelmetModule from 'react-helmet-async';

const require = createRequire(import.meta.url);
const nodeModules = path.join(siteDir, 'node_modules');
const patches = readPatches(path.join(siteDir, 'patches'));
afterAll(removeFakeSites);

const SAMPLE = `# Why this patch exists.
# Second line.
diff --git a/node_modules/@scope/pkg/lib/a.js b/node_modules/@scope/pkg/lib/a.js
index 1111111..2222222 100644
--- a/node_modules/@scope/pkg/lib/a.js
+++ b/node_modules/@scope/pkg/lib/a.js
@@ -1,3 +1,3 @@
 const x = 1;
-const y = 2;
+const y = 3;
 module.exports = {x, y};
@@ -10,2 +10,3 @@
 function f() {
+  return 1;
 }
`;

describe('patch files', () => {
  it('are read with their package, version, reason and the text each hunk leaves', () => {
    const p = parsePatch('@scope+pkg+1.2.3.patch', SAMPLE);
    expect(p).toMatchObject({pkg: '@scope/pkg', version: '1.2.3', why: ['Why this patch exists.', 'Second line.']});
    expect(p.files).toEqual([{file: '@scope/pkg/lib/a.js', hunks: ['const x = 1;\nconst y = 3;\nmodule.exports = {x, y};', 'function f() {\n  return 1;\n}']}]);
    expect(parsePatch('react-router+5.3.4.patch', SAMPLE).pkg).toBe('react-router');
    expect(() => parsePatch('notes.patch', SAMPLE)).toThrow('patches: notes.patch is not named <package>+<version>.patch');
  });

  it('exist for each upstream change, each with its reason, all applied to the installed versions', () => {
    expect(patches.map((p) => p.name)).toEqual([
      '@docusaurus+core+3.10.2.patch',
      '@docusaurus+mdx-loader+3.10.2.patch',
      '@docusaurus+plugin-content-docs+3.10.2.patch',
      '@docusaurus+theme-classic+3.10.2.patch',
      '@docusaurus+theme-common+3.10.2.patch',
      '@docusaurus+theme-search-algolia+3.10.2.patch',
      '@docusaurus+utils-common+3.10.2.patch',
      'docusaurus-theme-openapi-docs+5.2.0.patch',
      'react-helmet-async+1.3.0.patch',
      'react-router+5.3.4.patch',
    ]);
    for (const p of patches) expect(p.why.join(' ').length, p.name).toBeGreaterThan(120);
    expect(patchProblems(patches, nodeModules)).toEqual([]);
  });

  it('are reported, naming the patch and what is wrong, when not applied, made for another version, or without a reason', () => {
    const sample = parsePatch('@scope+pkg+1.2.3.patch', SAMPLE);
    const unpatched = 'const x = 1;\nconst y = 2;\nmodule.exports = {x, y};\nfunction f() {\n  return 1;\n}\n';
    const site = fakeSite([], {'@scope/pkg': {'lib/a.js': unpatched}});
    const nm = path.join(site, 'node_modules');
    // fakeSite writes version 9.9.9.
    expect(patchProblems([sample], nm)).toEqual(['patches/@scope+pkg+1.2.3.patch: patches @scope/pkg@1.2.3, but 9.9.9 is installed; re-make the patch for 9.9.9']);
    const current = {...sample, version: '9.9.9'};
    expect(patchProblems([current], nm)).toEqual([
      'patches/@scope+pkg+1.2.3.patch: hunk 1 of node_modules/@scope/pkg/lib/a.js is not applied; run `npm ci` (or `npx patch-package`), or review patches/',
    ]);
    fs.writeFileSync(path.join(nm, '@scope/pkg/lib/a.js'), unpatched.replace('y = 2', 'y = 3'));
    expect(patchProblems([current], nm)).toEqual([]);
    expect(patchProblems([{...current, why: []}], nm)).toEqual(['patches/@scope+pkg+1.2.3.patch: no "# " header saying why it exists']);
    expect(patchProblems([{...current, pkg: '@scope/gone'}], nm)[0]).toMatch(/@scope\/gone is not installed/);
    expect(() => patchesPlugin()).not.toThrow();
  });

  it('name each patched module the browser bundle must contain, by its real path', () => {
    const targets = bundledTargets(patches);
    const nodeOnly = ['@docusaurus/theme-classic/lib/index.js', '@docusaurus/core/lib/server/codegen/codegen.js', '@docusaurus/mdx-loader/lib/loader.js'];
    const files = patches.flatMap((p) => p.files.map((f) => f.file)).filter((f) => !nodeOnly.includes(f));
    expect(targets).toHaveLength(files.length);
    targets.forEach((t, i) => expect(t.kind === 'present' && t.module.test(path.join(nodeModules, files[i]!))).toBe(true));
    expect(targets.some((t) => t.kind === 'present' && t.module.test(path.join(nodeModules, '@docusaurus/core/lib/client/docusaurus.jsx')))).toBe(false);
  });
});

describe('what the installed, patched code does', () => {
  it('orders docs plugin paths with every path ahead of its prefixes, without localeCompare', () => {
    const source = installed('@docusaurus/plugin-content-docs', 'lib/client/docsClientUtils.js');
    expect(source).not.toContain('localeCompare');
    expect(installed('@docusaurus/theme-common', 'lib/utils/reactUtils.js')).not.toContain('localeCompare');
    const expression = /\.sort\(\(a, b\) => (\(a\[1\]\.path[^\n]*?0\))/.exec(source)![1]!;
    const compare = new Function('a', 'b', `return ${expression};`) as (a: [string, {path: string}], b: [string, {path: string}]) => number;
    const entries = ['/', '/docs', '/docs/api', '/docs/api-v1', '/docs/platform', '/docs/api/v2'].map((p) => [p, {path: p}] as [string, {path: string}]);
    const sorted = [...entries].sort(compare).map(([p]) => p);
    for (const [i, p] of sorted.entries()) {
      for (const later of sorted.slice(i + 1)) expect(later.length > p.length && later.startsWith(p)).toBe(false);
    }
    expect(sorted.indexOf('/docs/api/v2')).toBeLessThan(sorted.indexOf('/docs/api'));
    expect(sorted.at(-1)).toBe('/');
  });

  it('turns the post-hydration switches into transitions, and only those', () => {
    const context = installed('@docusaurus/core', 'lib/client/browserContext.js');
    expect(context).toContain('React.startTransition(() => setIsBrowser(true));');
    expect(context.match(/setIsBrowser\(true\)/g)).toHaveLength(1);
    const windowSize = installed('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js');
    expect(windowSize).toContain('startTransition(updateWindowSize);');
    // The resize listener stays an urgent update, and the breakpoint is Infima's.
    expect(windowSize).toContain("window.addEventListener('resize', updateWindowSize);");
    expect(windowSize).toContain('const DesktopBreakpoint = 996;');
  });

  it('evaluates the client entry in three tasks: React first, then App, then preload and window.docusaurus', () => {
    const entry = installed('@docusaurus/core', 'lib/client/clientEntry.js');
    // None of the three is a static import any more (those would all evaluate in main.js's task).
    expect(entry).not.toMatch(/^import \w+ from '\.\/(App|preload|docusaurus)';$/m);
    const start = /^async function start\(\) \{\n([^]*?)\n\}$/m.exec(entry)![1]!;
    const steps = start.split('\n').map((l) => l.trim()).filter((l) => /^(await nextTask\(\)|const \{ default: \w+ \} = await import)/.test(l));
    expect(steps).toEqual([
      'await nextTask();',
      "const { default: App } = await import(/* webpackMode: \"eager\" */ './App');",
      'await nextTask();',
      "const { default: preload } = await import(/* webpackMode: \"eager\" */ './preload');",
      "const { default: docusaurus } = await import(/* webpackMode: \"eager\" */ './docusaurus');",
    ]);
    // Hydration and window.docusaurus come after the imports, inside start(); start() runs in the browser only.
    expect(start).toMatch(/window\.docusaurus = docusaurus;[^]*preload\(window\.location\.pathname\)\.then\(\(\) => \{\n\s*startTransition\(renderApp\);/);
    expect(entry).toMatch(/^if \(ExecutionEnvironment\.canUseDOM\) \{\n\s*start\(\);$/m);
    // nextTask() is a macrotask in every browser: scheduler.yield() where there is one, else a message.
    const nextTask = new Function('scheduler', 'MessageChannel', `${/^function nextTask\(\) \{\n[^]*?\n\}$/m.exec(entry)![0]}\nreturn nextTask;`);
    const yielded: string[] = [];
    (nextTask({yield: () => yielded.push('scheduler.yield')}, undefined) as () => void)();
    expect(yielded).toEqual(['scheduler.yield']);
    const channel = {port1: {onmessage: null as null | (() => void)}, port2: {postMessage: () => yielded.push('postMessage')}};
    (nextTask(undefined, function MessageChannel() {
      return channel;
    }) as () => Promise<void>)();
    expect(yielded).toEqual(['scheduler.yield', 'postMessage']);
    expect(channel.port1.onmessage).toBeTypeOf('function');
  });

  it('puts the plain-text shortcut in front of react-router matchPath, from a file that exists', () => {
    const router = installed('react-router', 'esm/react-router.js');
    const helper = /^import \{ matchLiteralPath as matchLiteralPath\$ \} from '@site\/(src\/lib\/routing\/matchLiteralPath)';$/m.exec(router);
    expect(fs.existsSync(path.join(siteDir, `${helper![1]}.ts`))).toBe(true);
    expect(router).toMatch(/function matchPath\(pathname, options\) \{\n(\s*\/\/.*\n)*\s*var literal\$ = matchLiteralPath\$\(pathname, options\);\n\s*if \(literal\$ !== undefined\) return literal\$;/);
  });

  it('keeps @docusaurus/utils-common working without tslib', () => {
    expect(installed('@docusaurus/utils-common', 'lib/index.js')).not.toContain('require("tslib")');
    const utils = require('@docusaurus/utils-common') as {applyTrailingSlash: (p: string, o: object) => string};
    expect(utils.applyTrailingSlash('/docs', {trailingSlash: true, baseUrl: '/'})).toBe('/docs/');
  });

  it('mounts the site’s window.docusaurus, uses LazyDetails in schemas, and keeps Prism off every page', () => {
    expect(installed('@docusaurus/core', 'lib/client/docusaurus.js')).toMatch(/^export \{ default \} from '@site\/src\/lib\/prefetch\/docusaurusGlobal';$/m);
    expect(installed('docusaurus-theme-openapi-docs', 'lib/theme/Schema/index.js')).toContain('require("@site/src/components/LazyDetails")');
    expect(installed('docusaurus-theme-openapi-docs', 'lib/theme/Schema/index.js')).not.toContain('require("@theme/Details")');
    const themeIndex = installed('@docusaurus/theme-classic', 'lib/index.js');
    expect(themeIndex).not.toMatch(/^\s*'\.\/prism-include-languages',$/m);
    expect(themeIndex).toMatch(/^\s*'\.\/nprogress',$/m);
    expect(installed('docusaurus-theme-openapi-docs', 'lib/theme/styles.scss')).not.toContain('@use "./ApiExplorer/CodeTabs/CodeTabs";');
  });

  it('writes the explorer\'s authorization summary as text, not as an h4 after the page\'s h2 (heading order)', () => {
    const schemes = installed('docusaurus-theme-openapi-docs', 'lib/theme/ApiExplorer/SecuritySchemes/index.js');
    expect(schemes).toMatch(/"span",\s*\{ className: "openapi-security__summary-header" \}/);
    expect(schemes).not.toContain('"h4"');
  });

  it('writes the browser copy of the site config without what only Node reads', () => {
    expect(installed('@docusaurus/core', 'lib/server/codegen/codegen.js')).toMatch(/const \{ ssrTemplate, plugins, presets, themes, clientModules, markdown, \.\.\.rest \} = siteConfig;\n[^]*const \{ faster, \.\.\.future \} = rest\.future[^]*JSON\.stringify\(browserConfig, null, 2\)/);
  });

  it('exports front matter that JavaScript reads back exactly, backslashes included', () => {
    const loader = installed('@docusaurus/mdx-loader', 'lib/loader.js');
    expect(loader).toContain('export const frontMatter = ${stringifyExport(frontMatter)};');
    expect(loader).toContain('export const contentTitle = ${stringifyExport(contentTitle)};');
    const helpers = /^const jsStringLiteral = [^\n]*\nfunction stringifyExport\(value\) \{\n[^\n]*\n\}$/m.exec(loader)![0];
    const stringifyExport = new Function('stringify_object_1', `${helpers}\nreturn stringifyExport;`)({default: require('stringify-object')}) as (value: unknown) => string;
    const curl = "curl -X POST 'https://h/x' \\\n  -H 'Accept: application/json' \\\n  --data '{\"a\": \"it'\\''s\"}'";
    const frontMatter = {api_curl: curl, list: ['C:\\temp', {deep: 'a\\"b\u2028c'}], date: new Date('2024-05-01T00:00:00Z'), n: 1, off: false, none: null};
    const exported = stringifyExport(frontMatter);
    const back = new Function(`return ${exported};`)() as typeof frontMatter;
    expect(back).toEqual(frontMatter);
    expect(back.api_curl.split('\n')).toEqual(["curl -X POST 'https://h/x' \\", "  -H 'Accept: application/json' \\", `  --data '{"a": "it'\\''s"}'`]);
    expect(back.date).toBeInstanceOf(Date);
    expect(new Function(`return ${stringifyExport('Title with a \\ backslash')};`)()).toBe('Title with a \\ backslash');
    expect(stringifyExport(undefined)).toBe('undefined');
  });

  it('has each <Head> report its tags from the commit in the browser, and from the render on the server', async () => {
    const helmet = installed('react-helmet-async', 'lib/index.module.js');
    // The instances mounted in one commit report once, in a microtask after it.
    expect(helmet).toContain('r.componentDidMount=function(){var t=this;q.canUseDOM&&!Z&&(Z=!0,queueMicrotask(function(){Z=!1,t.emitChange()}))}');
    expect(helmet).toContain('this.props.context.helmetInstances.add(this),q.canUseDOM||this.emitChange()');
    // Server rendering still collects every instance's tags, later (deeper) ones winning, in one pass.
    const {HelmetProvider, Helmet} = (await import(path.join(nodeModules, 'react-helmet-async/lib/index.module.js'))) as typeof HelmetModule;
    const React = await import('react');
    const {renderToString} = await import('react-dom/server');
    const context: {helmet?: {title: {toString(): string}; meta: {toString(): string}; htmlAttributes: {toString(): string}}} = {};
    const h = React.createElement;
    renderToString(
      h(HelmetProvider, {context}, h('div', null, [
        h(Helmet, {key: 'site'}, h('html', {className: 'site'}), h('title', null, 'Site'), h('meta', {name: 'description', content: 'site'})),
        h('main', {key: 'page'}, h(Helmet, null, h('html', {className: 'page'}), h('title', null, 'Page'), h('meta', {name: 'description', content: 'page'}))),
      ])),
    );
    expect(context.helmet?.title.toString()).toContain('>Page</title>');
    expect(context.helmet?.meta.toString()).toContain('content="page"');
    expect(context.helmet?.meta.toString()).not.toContain('content="site"');
    expect(context.helmet?.htmlAttributes.toString()).toBe('class="page"');
  });

  it('leaves allof-merge out of the schema view, whose merge fails loudly instead', () => {
    expect(installed('docusaurus-theme-openapi-docs', 'lib/theme/Schema/normalize.js')).not.toContain('require("allof-merge")');
    const normalize = require('docusaurus-theme-openapi-docs/lib/theme/Schema/normalize.js') as {mergeAllOf: (s: object) => object; normalizeSchema: (s: object) => object};
    const plain = {type: 'object', properties: {a: {type: 'string'}}};
    expect(normalize.normalizeSchema(plain)).toBe(plain);
    expect(() => normalize.mergeAllOf({allOf: [plain]})).toThrow(/an allOf reached the browser; gen-api-docs \(scripts\/openapi\/schema-props\.mjs\)/);
  });
});
