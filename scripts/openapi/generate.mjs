#!/usr/bin/env node
/**
 * `npm run gen-api-docs`: assembles the specs (bundle-lib.mjs bundleSpecsOrExit, what bundle.mjs runs),
 * regenerates docs/api/ from scratch with docusaurus-plugin-openapi-docs (plugin-generator.mjs: its
 * `gen-api-docs` commands, run in this process), then checks the output. The plugin reports some
 * failures only as console errors, so this script verifies that every version produced its pages and
 * sidebar and exits non-zero otherwise.
 *
 * The specs come from openapi/, and with them its sidebar-areas.json and version-map.json. Benchmarks
 * only: `OPENAPI_SOURCE_DIR=<folder>` (relative to the repository; scripts/bench/build.mjs sets it
 * for `--scale` and `--spec-dir`) reads all three from that folder instead, which must hold both
 * JSON files to match its specs (scripts/bench/scale-spec.mjs writes them). Every check below runs
 * on it unchanged; sidebars.api.ts reads that folder's sidebar-areas.json in the build.
 *
 * `--if-changed` (what `npm start` passes): skip all of it when the output is still what the current
 * specs and generator would write (gen-cache.mjs: a hash of the inputs, stamped after each generation).
 *
 * `--deferred-checks` (what `npm start` passes too): the pages first, then Redocly's lint of the
 * specs, which the development server does not need to start. Once every page is written the
 * launcher is told (READY_MESSAGE over the IPC channel, scripts/start/protocol.mjs) and the server
 * loads them while the lint runs. A lint error is still printed at its source file and line, and the
 * run still ends with status 1 and no stamp, so the next `npm start` checks again; `npm run
 * gen-api-docs` and `npm run build` keep the lint before anything is written. The API changelog is
 * not deferred: a page written while the server runs makes Docusaurus reload the API docs, and a
 * writer's edit reloaded at the same time could be lost (Docusaurus reloads plugins without a queue,
 * as @docusaurus/core lib/commands/start/utils.js notes), so every page is written before the server
 * reads any.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {frontMatterOf, parseSearchKeywords, rewriteApiPage, unknownKeywordSlugs} from './operation-lib.mjs';
import {addVersionNotice, endpointIndexMdx, operationsOf, replaceScopeLists, scopesPageMarkdown, scopesPageMdx, v1IndexPageMarkdown, v1IndexPageMdx} from './overview-lib.mjs';
import {assembleSpec, bundleSpecsOrExit, specYaml, SpecError} from './bundle-lib.mjs';
import {lintSpecDir} from './lint-lib.mjs';
import {exampleDeliveries, operationEventsSection, restLinksOf, tagEventsSection, webhookProblems} from './webhooks-lib.mjs';
import {generatePluginPages, preloadPluginGenerator} from './plugin-generator.mjs';
import {pageGenerators} from './page-generators.mjs';
import {cacheDecision, inputsHash, outputsHash, readStamp, STAMP_FILE, writeStamp} from './gen-cache.mjs';
import {addCounterpartNote, MIGRATION_SLUG, migrationPageMarkdown, migrationPageMdx, migrationProblems} from './migration-lib.mjs';
import {buildChangelogInWorker, CHANGELOG_DATA_FILE, CHANGELOG_FEED_HREF, CHANGELOG_SLUG, changelogPageMarkdown, changelogPageMdx, latestSpecCommit} from './changelog-lib.mjs';
import {API_VERSIONS, apiOutputDir, apiSourceFolder} from '../../config/apiVersions.mjs';
import {READY_MESSAGE} from '../start/protocol.mjs';
import {loadManifest, MCP_TOOLS_SLUG, mcpToolsContent, mcpToolsIndexMarkdown, mcpToolsIndexMdx, mcpToolsOutputsMarkdown, mcpToolsOutputsMdx, mcpToolsProblems, OUTPUTS_SLUG} from './mcp-tools-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The versions (config/apiVersions.mjs): the current one, whose webhook events and overview pages are checked and written here, and the legacy one. */
const [v2, v1] = API_VERSIONS;
/** Where the specs (bundle.mjs) and the JSON files that go with them are read from. */
const sourceDir = path.join(root, process.env.OPENAPI_SOURCE_DIR ?? 'openapi');
/** The lint waits until the pages are written (the header says when). */
const deferChecks = process.argv.includes('--deferred-checks');
/** Set once the deferred lint has run: a failure before then says where its report is. */
let linted = !deferChecks;
const failWith = (message) => {
  console.error(`gen-api-docs: ${message}`);
  if (!linted) console.error('gen-api-docs: the specs were not linted yet (npm start lints them once the pages are written): `npm run lint:specs` lists their structural errors');
  process.exit(1);
};
/** openapi/search-keywords.json, read (operation-lib.mjs `parseSearchKeywords`); none in a spec folder without it. */
function readSearchKeywords(file) {
  if (!fs.existsSync(file)) return new Map();
  try {
    return parseSearchKeywords(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    failWith(`${path.relative(root, file)}: ${error.message}`);
  }
}
const generator = `docusaurus-plugin-openapi-docs@${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/docusaurus-plugin-openapi-docs/package.json'), 'utf8')).version}`;

// The changelog is built from the specs' git history: a new commit of openapi/ regenerates.
const inputs = inputsHash(root, path.relative(root, sourceDir), [`spec-history=${latestSpecCommit(root) ?? 'none'}`]);
if (process.argv.includes('--if-changed')) {
  const decision = cacheDecision(readStamp(root), {inputs, outputs: outputsHash(root)});
  if (decision.fresh) {
    console.log(`gen-api-docs: docs/api/ and static/openapi/ are up to date (inputs ${inputs.slice(0, 12)}), not regenerated`);
    process.exit(0);
  }
  console.log(`gen-api-docs: regenerating: ${decision.reason}`);
}
// The plugin writes to folders relative to the working directory, and errors name spec files relative to it.
process.chdir(root);
// The API changelog depends on the specs' git history only: it is built in a worker thread from here
// on, beside everything below, and written near the end.
const changelogBuilt = buildChangelogInWorker(root);
// Read (or failed) at the end; a generation that stops before then exits without waiting for it.
changelogBuilt.catch(() => {});

// The structure is validated here, by the rules of `npm run lint:specs`, before anything is written:
// the generator would otherwise drop what it does not know (a parameter written with `inn:` vanishes
// from its page) and the build would pass.
// Each version is assembled once: linted, written to static/openapi/ and read for its webhook events
// from the same document (three assemblies of v2.0 before, a tenth of the run's CPU time at 4x).
// Redocly runs in a process of its own per version, both at once, while this one loads the plugin's
// generator (preloadPluginGenerator): the lint was ~10 s of wall time in series before the generation.
/** Version folder (`apiSourceFolder`) -> assembleSpec's result with the YAML text that was linted and is written. */
const assembled = new Map();
/** Per version, in order: its lint under way, or why it could not start (reported in that order, as when the lints ran one by one). */
const lints = [];
for (const version of API_VERSIONS.map((entry) => apiSourceFolder(entry.version))) {
  const dir = path.relative(root, path.join(sourceDir, version));
  if (!fs.existsSync(path.join(dir, 'openapi.yaml'))) {
    lints.push({failure: `${path.join(dir, 'openapi.yaml')} is missing (config/apiVersions.mjs lists the API versions)`});
    break;
  }
  try {
    const spec = assembleSpec(dir);
    // Deferred: the text Redocly would lint, which is what static/openapi/ gets; the lint starts later.
    if (deferChecks) spec.yaml = specYaml(spec.doc);
    lints.push({version, dir, spec, report: deferChecks ? null : lintSpecDir(dir, spec)});
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    lints.push({failure: `malformed spec: ${error.message}`});
    break;
  }
}
if (!('failure' in lints.at(-1))) preloadPluginGenerator(root);
/** Waits for the lints (started by then) and stops on the first version with errors, listing them. */
const reportLints = async () => {
  for (const lint of lints) {
    if ('failure' in lint) failWith(lint.failure);
    const report = await lint.report;
    if (report.errors > 0) {
      for (const line of report.lines) console.error(line);
      failWith(`${lint.version}: ${report.errors} spec error(s), each listed above with its source file and line (the rules of npm run lint:specs, redocly.yaml)`);
    }
    lint.yaml = report.yaml;
  }
};
// Deferred, a spec that does not assemble still stops the run here: there is nothing to generate.
if (deferChecks) {
  for (const lint of lints) if ('failure' in lint) failWith(lint.failure);
} else {
  await reportLints();
}
for (const lint of lints) assembled.set(lint.version, {...lint.spec, yaml: lint.yaml ?? lint.spec.yaml});

// A generation that stops half way leaves no stamp behind.
fs.rmSync(path.join(root, STAMP_FILE), {force: true});
bundleSpecsOrExit(root, sourceDir, assembled);
// The sample-data emulator's table and seed (issue 27), from the same assembled specs: assembling
// them again here, with these still held, was the run's peak of memory.
console.log((await import('./sample-data-lib.mjs')).writeSampleData(root, sourceDir, assembled));

// The webhook events of v2.0 against the event-types guide (webhooks-lib.mjs): same events, every
// payload a $ref to the REST component, every example valid and its signature reproducible.
const eventTypesGuide = 'docs/platform/webhooks/event-types.mdx';
let restLinks;
let deliveries;
{
  const {doc, locate} = assembled.get(apiSourceFolder(v2.version));
  restLinks = restLinksOf(doc);
  // The example deliveries for the signature tool of the delivery-headers guide, which imports them
  // (src/components/SignatureTool): in its page's own chunk, so using the tool fetches nothing.
  deliveries = exampleDeliveries(doc);
  const problems = webhookProblems(doc, locate, {file: eventTypesGuide, text: fs.readFileSync(path.join(root, eventTypesGuide), 'utf8')});
  if (problems.length) failWith(`webhook events:\n  ${problems.join('\n  ')}`);
}
// Below, only the documents themselves are read again (the overview pages, the migration map): keep
// those, let the rest go (each fragment's parsed YAML and line index, the YAML text) before the plugin
// loads its own copies (at 4x the specs, holding it all raised peak memory by ~60 MB). Parsing the
// written specs again instead was the run's peak: 259-265 -> 220 MB at 1x, same output.
const assembledDocs = new Map([...assembled].map(([folder, spec]) => [folder, spec.doc]));
assembled.clear();

const outputDir = path.join(root, apiOutputDir(v2.version));
const v1OutputDir = path.join(root, apiOutputDir(v1.version));
/** The legacy version's pages as a folder of the current version's (generated pages are found by their path below outputDir). */
const v1Folder = path.relative(outputDir, v1OutputDir);
fs.rmSync(outputDir, {recursive: true, force: true});
fs.mkdirSync(outputDir, {recursive: true});
// The site's changes to the pages go in through the plugin's own options (page-generators.mjs).
const generators = pageGenerators(root);
try {
  await generatePluginPages(root, generators);
} catch (error) {
  console.error(error);
  failWith(`${generator} failed: ${error.message}`);
}
if (generators.problems.length) failWith(`page generators:\n  ${generators.problems.join('\n  ')}`);

const expectations = [
  {dir: outputDir, info: 'salesloft-api.info.mdx'},
  {dir: v1OutputDir, info: 'salesloft-platform.info.mdx'},
];
for (const {dir, info} of expectations) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const pages = files.filter((f) => f.endsWith('.api.mdx'));
  if (!files.includes('sidebar.ts') || !files.includes(info) || pages.length === 0) {
    console.error(`gen-api-docs: ${path.relative(root, dir)} is incomplete (sidebar.ts, ${info} and at least one .api.mdx expected)`);
    process.exit(1);
  }
  console.log(`gen-api-docs: ${path.relative(root, dir)}: ${pages.length} operation pages`);
}

// The v2 overview is the reference landing: /docs/api/ (SPEC 2).
const landing = path.join(outputDir, 'salesloft-api.info.mdx');
const landingText = fs.readFileSync(landing, 'utf8');
const landingFrontMatter = /^---\n([\s\S]*?)\n---\n/.exec(landingText)?.[1];
if (landingFrontMatter === undefined) failWith(`${path.relative(root, landing)} has no front matter to put \`slug: /\` in (${generator} changed its output)`);
if (/^slug:/m.test(landingFrontMatter)) failWith(`${path.relative(root, landing)} has a slug of its own (${generator} changed its output); review the \`slug: /\` insertion`);
fs.writeFileSync(landing, landingText.replace(/^---\n/, '---\nslug: /\n'));

// docusaurus-plugin-openapi-docs 5.2 prefixes sidebar ids with the last path segment when outputDir
// equals the docs instance's path ("api/people-index" instead of "people-index"). Strip it. Every id
// is prefixed; when none or only some are, the plugin changed and this strip needs a review.
const sidebarFile = path.join(outputDir, 'sidebar.ts');
const sidebarText = fs.readFileSync(sidebarFile, 'utf8');
const prefixedIds = sidebarText.split('id: "api/').length - 1;
const sidebarIds = sidebarText.split('id: "').length - 1;
if (prefixedIds === 0 || prefixedIds !== sidebarIds) {
  failWith(`${path.relative(root, sidebarFile)}: ${prefixedIds} of ${sidebarIds} ids start with "api/", expected all (${generator} changed its sidebar ids); review the prefix strip`);
}
fs.writeFileSync(sidebarFile, sidebarText.replaceAll('id: "api/', 'id: "'));

// Each operation moves out of its page's front matter into static/openapi/operations/, which the API
// explorer fetches when a reader opens it; the page keeps method, path, server and a curl sample
// (operation-lib.mjs says why).
const operationsDir = path.join(root, 'static', 'openapi', 'operations');
fs.rmSync(operationsDir, {recursive: true, force: true});
const searchKeywords = readSearchKeywords(path.join(sourceDir, 'search-keywords.json'));
const pageSlugs = new Set();
let moved = 0;
for (const file of fs.readdirSync(outputDir, {recursive: true, encoding: 'utf8'})) {
  if (!file.endsWith('.api.mdx')) continue;
  const slug = file.slice(0, -'.api.mdx'.length).split(path.sep).join('/');
  const pageFile = path.join(outputDir, file);
  let rewritten;
  try {
    const keywords = searchKeywords.get(slug) ?? [];
    pageSlugs.add(slug);
    rewritten = rewriteApiPage(fs.readFileSync(pageFile, 'utf8'), `/openapi/operations/${slug}.json`, keywords);
  } catch (error) {
    failWith(`${path.relative(root, pageFile)}: ${error.message}`);
  }
  const {operation} = rewritten;
  let {text} = rewritten;
  const events = path.dirname(file) === '.' && !rewritten.webhook ? operationEventsSection(restLinks.byOperation.get(operation.operationId)) : null;
  if (events) text = `${text.trimEnd()}\n\n${events}`;
  if (!operation) {
    console.error(`gen-api-docs: ${path.relative(root, pageFile)} has no encoded \`api\` front matter`);
    process.exit(1);
  }
  const out = path.join(operationsDir, `${slug}.json`);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, JSON.stringify(operation));
  fs.writeFileSync(pageFile, text);
  moved += 1;
}
const unknownKeywords = unknownKeywordSlugs(searchKeywords, pageSlugs);
if (unknownKeywords.length > 0) failWith(`${path.relative(root, path.join(sourceDir, 'search-keywords.json'))}: no operation page ${unknownKeywords.map((s) => `"${s}"`).join(', ')} (keys are page slugs under docs/api/, as the operationId)`);
console.log(`gen-api-docs: ${moved} operations -> ${path.relative(root, operationsDir)}`);

// Tag pages carry their operations' descriptions for their cards from their template
// (page-generators.mjs); v2.0 resources also list their webhook events here.
/** Per version folder: tag name -> tag page slug. */
const tagSlugs = new Map([['.', new Map()], [v1Folder, new Map()]]);
// The webhook events' own tag pages, to link from the resources' tag pages.
const webhookTagSlugs = fs
  .readdirSync(outputDir)
  .filter((file) => file.endsWith('.tag.mdx'))
  .map((file) => frontMatterOf(fs.readFileSync(path.join(outputDir, file), 'utf8')))
  .map(({id, title}) => [title, id]);
for (const file of fs.readdirSync(outputDir, {recursive: true, encoding: 'utf8'})) {
  if (!file.endsWith('.tag.mdx')) continue;
  const pageFile = path.join(outputDir, file);
  const text = fs.readFileSync(pageFile, 'utf8');
  const {id, title} = frontMatterOf(text);
  tagSlugs.get(path.dirname(file))?.set(title, id);
  // A v2.0 resource whose records webhook events carry lists those events (webhooks-lib.mjs).
  const events = path.dirname(file) === '.' ? tagEventsSection(restLinks.byTag.get(title), new Map(webhookTagSlugs)) : null;
  if (!events) continue;
  if (!text.includes('\n```mdx-code-block\n')) failWith(`${path.relative(root, pageFile)} has no card list block in the form scripts/openapi/templates/tag.mdx writes`);
  fs.writeFileSync(pageFile, text.replace('\n```mdx-code-block\n', () => `\n${events}\n\n\`\`\`mdx-code-block\n`));
}

// Pages that are not one operation (overview-lib.mjs): the v2.0 overview's endpoint index, its scope
// lists moved to /docs/api/scopes/, the v1.0 operation index at the base of its pages, and on both
// overviews the notice the version switch uses when a page has no counterpart.
/** A version's assembled document: what static/openapi/ holds, as the plugin read it. */
const readSpec = (version) => assembledDocs.get(apiSourceFolder(version));
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(sourceDir, file), 'utf8'));
const v2Spec = readSpec(v2.version);
const v2Operations = operationsOf(v2Spec);
const v1Spec = readSpec(v1.version);
const v1Operations = operationsOf(v1Spec);
for (const [dir, operations] of [[outputDir, v2Operations], [v1OutputDir, v1Operations]]) {
  const missing = operations.filter((op) => !fs.existsSync(path.join(dir, `${op.id}.api.mdx`)));
  if (missing.length) failWith(`no page for ${missing.map((op) => op.id).join(', ')} in ${path.relative(root, dir)}`);
}

let overview = fs.readFileSync(landing, 'utf8');
const scopeLists = replaceScopeLists(overview, '/docs/api/scopes/');
if (scopeLists.replaced === 0) failWith(`${path.relative(root, landing)} has no scope list in the form expected`);
overview = scopeLists.mdx;
let index;
try {
  index = endpointIndexMdx(v2Operations, readJson('sidebar-areas.json').areas, tagSlugs.get('.'));
} catch (error) {
  failWith(error.message);
}
// The index goes between the introduction and the authentication section.
const authentication = overview.indexOf('<div\n  style={{"marginBottom":"2rem"}}');
if (authentication < 0) failWith(`${path.relative(root, landing)} has no authentication section in the form expected`);
// Before the index, where the API changes are listed (the changelog is in no sidebar, so it is linked here).
const changelogLink = `<p>{"What changed, and when: the "}<a href="/docs/api/${CHANGELOG_SLUG}/">{"API changelog"}</a>{", also as an "}<a href="${CHANGELOG_FEED_HREF}">{"Atom feed"}</a>{"."}</p>\n\n`;
overview = `${overview.slice(0, authentication)}${changelogLink}${index}\n${overview.slice(authentication)}`;
// These pages are JSX through and through, so each also gets its Markdown twin here, from the same
// data: docs/api/_markdown/<doc id>.md, which plugins/markdown-export serves as the page's `.md`.
// Docusaurus leaves folders whose name starts with `_` out of the docs (its default `exclude`).
const markdownDir = path.join(outputDir, '_markdown');
const writeJson = (file, value) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
};
const writeMarkdownTwin = (docId, markdown) => {
  const file = path.join(markdownDir, `${docId}.md`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, markdown);
};
writeJson(path.join(outputDir, '_webhooks', 'deliveries.json'), deliveries);
const versionMap = readJson('version-map.json');
const v1PathPrefix = new URL(v1Spec.servers?.[0]?.url ?? 'https://x/').pathname.replace(/\/$/, '');
fs.writeFileSync(path.join(outputDir, 'scopes.mdx'), scopesPageMdx(v2Spec, v2Operations));
writeMarkdownTwin('scopes', scopesPageMarkdown(v2Spec, v2Operations));
fs.writeFileSync(path.join(v1OutputDir, 'index.mdx'), v1IndexPageMdx(v1Operations, tagSlugs.get(v1Folder), versionMap));
writeMarkdownTwin(`${v1Folder}/index`, v1IndexPageMarkdown({operations: v1Operations, tagSlugs: tagSlugs.get(v1Folder), versionMap, v2Operations, v1PathPrefix}));

// The v1.0 -> v2.0 migration map (migration-lib.mjs): every operation of both specs paired or marked
// as having no counterpart in openapi/version-map.json, the map page, and a note on each v1.0 page.
const mapProblems = migrationProblems(v1Operations, v2Operations, versionMap, (op) => tagSlugs.get('.').get(op.tag));
if (mapProblems.length) failWith(`${path.relative(root, path.join(sourceDir, 'version-map.json'))}:\n  ${mapProblems.join('\n  ')}`);
const migration = {v1Operations, v2Operations, versionMap, v1TagSlugs: tagSlugs.get(v1Folder), v2TagSlugs: tagSlugs.get('.'), v1PathPrefix};
fs.writeFileSync(path.join(outputDir, `${MIGRATION_SLUG}.mdx`), migrationPageMdx(migration));
writeMarkdownTwin(MIGRATION_SLUG, migrationPageMarkdown(migration));
for (const op of v1Operations) {
  const file = path.join(v1OutputDir, `${op.id}.api.mdx`);
  const withNote = addCounterpartNote(fs.readFileSync(file, 'utf8'), op.id, versionMap, v2Operations);
  if (withNote === null) failWith(`${path.relative(root, file)} has no MethodEndpoint in the form expected`);
  fs.writeFileSync(file, withNote);
}

// The MCP server's tools (mcp-tools-lib.mjs), from the checked-in copy of its public manifest, each
// linked to the v2.0 operation it calls.
let mcp;
try {
  mcp = loadManifest(root);
} catch (error) {
  failWith(error.message);
}
const mcpProblems = mcpToolsProblems(mcp.manifest, v2Operations);
if (mcpProblems.length) failWith(`data/mcp/salesloft-mcp-tools.json:\n  ${mcpProblems.join('\n  ')}`);
const mcpContent = mcpToolsContent(mcp.manifest, mcp.source, v2Operations);
// Two pages (mcp-tools-lib.mjs says why two): the tools with their inputs, and their outputs.
const mcpDir = path.join(outputDir, MCP_TOOLS_SLUG);
fs.mkdirSync(mcpDir, {recursive: true});
fs.writeFileSync(path.join(mcpDir, 'index.mdx'), mcpToolsIndexMdx(mcpContent));
writeMarkdownTwin(`${MCP_TOOLS_SLUG}/index`, mcpToolsIndexMarkdown(mcpContent));
fs.writeFileSync(path.join(mcpDir, `${OUTPUTS_SLUG}.mdx`), mcpToolsOutputsMdx(mcpContent));
writeMarkdownTwin(`${MCP_TOOLS_SLUG}/${OUTPUTS_SLUG}`, mcpToolsOutputsMarkdown(mcpContent));

// The API changelog (changelog-lib.mjs): each commit of openapi/ diffed with the one before it. The
// page links each operation that still exists; plugins/markdown-export writes the Atom feed from the
// data file at the end of the build, when the site's origin is known.
// The changelog names each version by its spec folder (changelog-lib.mjs reads openapi/ at each commit).
const operationPages = new Map(
  [
    [v2, v2Operations],
    [v1, v1Operations],
  ].map(([{version, routePrefix}, operations]) => [apiSourceFolder(version), new Map(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, `/${routePrefix}${op.id}/`]))]),
);
const opLink = (version, key) => operationPages.get(version)?.get(key) ?? null;
let changelog;
try {
  changelog = await changelogBuilt;
} catch (error) {
  failWith(`API changelog: ${error.message}`);
}
fs.writeFileSync(path.join(outputDir, `${CHANGELOG_SLUG}.mdx`), changelogPageMdx(changelog, opLink, CHANGELOG_FEED_HREF));
writeMarkdownTwin(CHANGELOG_SLUG, changelogPageMarkdown(changelog, opLink, CHANGELOG_FEED_HREF));
fs.mkdirSync(path.dirname(path.join(outputDir, CHANGELOG_DATA_FILE)), {recursive: true});
fs.writeFileSync(path.join(outputDir, CHANGELOG_DATA_FILE), JSON.stringify(changelog));
const {timings} = changelog;
console.log(
  `gen-api-docs: API changelog: ${changelog.entries.length} entries from ${timings.pairs} commit pairs (${timings.cached} cached, ${timings.computed} diffed) in ${timings.ms} ms` +
    `${changelog.available ? (changelog.shallow ? '; shallow clone, history incomplete (the page says so)' : '') : '; no git history (the page says so)'}`,
);

for (const [file, text] of [[landing, overview], [path.join(v1OutputDir, 'salesloft-platform.info.mdx'), null]]) {
  const withNotice = addVersionNotice(text ?? fs.readFileSync(file, 'utf8'));
  if (withNotice === null) failWith(`${path.relative(root, file)} has no h1 Heading in the form expected`);
  fs.writeFileSync(file, withNotice);
}
console.log(`gen-api-docs: endpoint index of ${v2Operations.length} operations, scopes page, v1.0 index of ${v1Operations.length}, migration map, ${mcpContent.tools.length} MCP tools; their Markdown in ${path.relative(root, markdownDir)}`);

if (deferChecks) {
  // Every page is written: the development server may load them now, while Redocly lints the specs
  // (the header says why).
  process.send?.(READY_MESSAGE, () => process.disconnect());
  console.log('gen-api-docs: pages written; the development server goes on while the specs are linted');
  // At the lowest CPU priority: the server compiles the site for its first page meanwhile.
  for (const lint of lints) lint.report = lintSpecDir(lint.dir, lint.spec, {background: true});
  linted = true;
  await reportLints();
  console.log('gen-api-docs: specs linted, no errors');
}
writeStamp(root, {inputs, outputs: outputsHash(root)});
