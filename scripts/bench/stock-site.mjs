/**
 * The baseline of the build budget: a STOCK Docusaurus site with docusaurus-plugin-openapi-docs over
 * the same specs, built on this machine by `npm run bench -- stock` (build.mjs --stock), so that our
 * build is compared with stock at the same number of operations.
 *
 * The site lives in a temporary folder and reuses this repo's installed packages through a
 * node_modules folder of symlinks (so its bundler cache stays in the temporary folder). It is what
 * `docusaurus init` (classic) plus the plugin's README give: the classic preset with
 * `docItemComponent: '@theme/ApiItem'`, the plugin with one config entry per spec version
 * (`groupPathsBy: 'tag'`, `categoryLinkSource: 'tag'`, so tag pages exist as on our site; every other
 * option at its default, including `externalJsonProps`), the openapi theme, `future: {faster: true,
 * v4: true}`, the plugin's generated sidebars, `onBrokenLinks: 'warn'` (the spec's descriptions link
 * to our guides, which this site does not have) and one intro page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stringify} from 'yaml';
import {assembleSpec} from '../openapi/bundle-lib.mjs';
import {root} from './lib.mjs';
import {HTTP_METHODS, makeTempDir, versionsOf} from './scale-spec.mjs';

/** Operations of a document, in path order: `[{path, method}]`. */
export function operationsOf(doc) {
  const ops = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) if (item?.[method]) ops.push({path: p, method});
  }
  return ops;
}

/**
 * Keeps the first `max` operations of a document and the tags they still use; components stay
 * (unused ones cost the generator nothing). Returns a new document.
 */
export function cutSpec(doc, max) {
  const keep = new Set(operationsOf(doc).slice(0, max).map((op) => `${op.method} ${op.path}`));
  const out = structuredClone(doc);
  for (const [p, item] of Object.entries(out.paths)) {
    for (const method of HTTP_METHODS) if (item[method] && !keep.has(`${method} ${p}`)) delete item[method];
    if (!HTTP_METHODS.some((m) => item[m])) delete out.paths[p];
  }
  const used = new Set(Object.values(out.paths).flatMap((item) => HTTP_METHODS.flatMap((m) => item[m]?.tags ?? [])));
  out.tags = (out.tags ?? []).filter((tag) => used.has(tag.name));
  return out;
}

/** The stock site's docusaurus.config.ts for the given spec files (`{key, file}`). */
export function stockConfig(specs) {
  const entries = specs.map(
    ({key, file}) =>
      `        ${JSON.stringify(key)}: {specPath: ${JSON.stringify(file)}, outputDir: ${JSON.stringify(`docs/${key}`)}, sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'}},`,
  );
  return `// Stock Docusaurus (classic) + docusaurus-plugin-openapi-docs, as their docs set them up.
export default {
  title: 'Stock openapi-docs site',
  url: 'http://localhost:3000',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  future: {faster: true, v4: true},
  presets: [
    ['classic', {docs: {sidebarPath: './sidebars.ts', docItemComponent: '@theme/ApiItem'}, blog: false}],
  ],
  plugins: [
    ['docusaurus-plugin-openapi-docs', {
      id: 'openapi',
      docsPluginId: 'classic',
      config: {
${entries.join('\n')}
      },
    }],
  ],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig: {
    navbar: {title: 'Stock', items: [${specs.map(({key}) => `{type: 'docSidebar', sidebarId: ${JSON.stringify(key)}, label: ${JSON.stringify(key)}}`).join(', ')}]},
  },
};
`;
}

/** The stock site's sidebars.ts: one sidebar per spec, from the plugin's generated sidebar.ts. */
export function stockSidebars(specs) {
  const imports = specs.map(({key}, i) => `import api${i} from './docs/${key}/sidebar';`);
  const sidebars = specs.map(({key}, i) => `  ${JSON.stringify(key)}: api${i},`);
  return `${imports.join('\n')}\n\nexport default {\n  intro: ['intro'],\n${sidebars.join('\n')}\n};\n`;
}

/** Creates the stock site in a temporary folder; `specDocs` maps a version key to its document. */
export function createStockSite(specDocs) {
  const dir = makeTempDir('stock-site-');
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: 'stock-site', private: true, browserslist: pkg.browserslist}, null, 2));
  const specs = Object.entries(specDocs).map(([key, doc]) => {
    const file = `specs/${key}.yaml`;
    fs.mkdirSync(path.join(dir, 'specs'), {recursive: true});
    fs.writeFileSync(path.join(dir, file), stringify(doc, {lineWidth: 0, aliasDuplicateObjects: false}));
    fs.mkdirSync(path.join(dir, 'docs', key), {recursive: true});
    return {key, file};
  });
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), stockConfig(specs));
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), stockSidebars(specs));
  fs.writeFileSync(path.join(dir, 'docs', 'intro.md'), '---\nslug: /\n---\n\n# Stock site\n\nThe API reference is in the sidebars.\n');
  return {dir, specs};
}

/** Assembled documents of a spec source folder, cut to `maxOps` operations over all versions (newest first). */
export function loadSpecs(sourceDir, maxOps) {
  const docs = {};
  let budget = maxOps ?? Infinity;
  for (const version of versionsOf(sourceDir).reverse()) {
    if (budget <= 0) break;
    const {doc} = assembleSpec(path.join(sourceDir, version));
    const cut = Number.isFinite(budget) ? cutSpec(doc, budget) : doc;
    budget -= operationsOf(cut).length;
    docs[version] = cut;
  }
  return docs;
}
