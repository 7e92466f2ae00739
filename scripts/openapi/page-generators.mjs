/**
 * What this site changes in the pages docusaurus-plugin-openapi-docs writes, given to the plugin
 * through its own options (plugin-generator.mjs adds them to config/openapi.ts' options for the
 * generation), instead of text edits on the files it wrote:
 * - `markdownGenerators.createApiPageMD`: an operation page's body is the plugin's own, without the
 *   imports it does not use and with its schema props prepared for the browser (operation-lib.mjs
 *   dropUnusedImports, schema-props.mjs prepareSchemaProps); on a webhook event's page, the method
 *   line becomes the request the reader's endpoint receives (operation-lib.mjs webhookPageBody);
 * - `markdownGenerators.createTagPageMD` and `tagTemplate` (./templates/tag.mdx, the plugin's
 *   default tag template with the descriptions beside its card list): a tag page carries its
 *   operations' descriptions for its cards, keyed by doc id. DocCard reads a card's description
 *   from the item, else from the docs version metadata, which every API page loads; that metadata
 *   drops descriptions (plugins/upstream/client-weight/version-metadata-loader.js), so the tag
 *   page, the only page with cards, carries those of its own operations.
 * The plugin writes the front matter from its template, so the operation's move out of the front
 * matter (operation-lib.mjs rewriteApiPage) stays a step of generate.mjs, as do the edits that need
 * pages of both versions or data from outside the spec.
 *
 * The plugin calls these generators from callbacks it does not await, so an exception here would
 * surface as an unhandled rejection without the page's name: each failure is recorded in
 * `problems`, with the page, and generate.mjs stops on them once the plugin is done.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {dropUnusedImports, plainSummary, webhookPageBody} from './operation-lib.mjs';
import {prepareSchemaProps} from './schema-props.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const TAG_TEMPLATE = path.join(here, 'templates', 'tag.mdx');

/** The plugin's own page generators (the defaults these wrap). */
function pluginMarkdown(root) {
  const require = createRequire(path.join(root, 'package.json'));
  return require('docusaurus-plugin-openapi-docs/lib/markdown');
}

/**
 * The description a page's front matter ends up with (rewriteApiPage): the first sentence of the
 * operation's description as plain text, else what the plugin's template writes, as YAML reads it.
 */
export function pageDescription(item) {
  const summary = plainSummary(item.api?.description);
  if (summary) return summary;
  return parse(`description: "${item.frontMatter?.description ?? ''}"`)?.description ?? '';
}

/**
 * The generators and the state they share. `startFolder(folder)` is called before each version is
 * generated (its outputDir relative to the docs folder: `.` for the current version's, the legacy
 * version's subfolder for its own): doc ids of the other version are prefixed with their folder.
 * @param {string} root the site folder, whose node_modules hold the plugin
 */
export function pageGenerators(root) {
  const markdown = pluginMarkdown(root);
  /** @type {string[]} */
  const problems = [];
  /** Per folder and tag name: doc id -> description, gathered from the operation pages. */
  const descriptions = new Map();
  let folder = '.';
  const docId = (id) => (folder === '.' ? id : `${folder}/${id}`);

  /** @param {any} item */
  const createApiPageMD = (item) => {
    const body = markdown.createApiPageMD(item);
    for (const tag of item.api?.tags ?? []) {
      const key = `${folder}\n${tag}`;
      if (!descriptions.has(key)) descriptions.set(key, {});
      descriptions.get(key)[docId(item.id)] = pageDescription(item);
    }
    const page = path.join('docs/api', folder, `${item.id}.api.mdx`);
    let own = body;
    if (item.api?.method === 'event') {
      // A webhook event: the request the reader's endpoint receives instead of the method line.
      const event = item.api.parameters?.find((p) => p?.name === 'x-salesloft-event')?.example;
      own = typeof event === 'string' ? webhookPageBody(body, event) : null;
      if (own === null) {
        problems.push(`${page}: a webhook page (method "event") without its x-salesloft-event example or the MethodEndpoint the plugin writes`);
        return body;
      }
    }
    try {
      return prepareSchemaProps(dropUnusedImports(own));
    } catch (error) {
      problems.push(`${page}: ${error.message}`);
      return body;
    }
  };

  /** @param {any} item */
  const createTagPageMD = (item) => {
    // The plugin writes a version's operation pages before its tag pages (it keeps the spec's order
    // and adds tags last); a tag page without them would lose its cards' descriptions.
    if (![...descriptions.keys()].some((key) => key.startsWith(`${folder}\n`))) {
      problems.push(`${path.join('docs/api', folder, `${item.id}.tag.mdx`)}: written before any operation page of its version; review scripts/openapi/page-generators.mjs`);
    }
    // Keyed as the operations name their tags; the page's title is the tag's display name as the
    // template writes it (the name, for a tag without x-displayName).
    const title = parse(`title: "${item.frontMatter?.description ?? ''}"`)?.title;
    // In the order of the pages' file names (`<id>.api.mdx`), as when they were read back from disk,
    // and the same on every machine.
    const own = descriptions.get(`${folder}\n${title}`) ?? {};
    const byFile = Object.keys(own).sort((a, b) => (`${a}.api.mdx` < `${b}.api.mdx` ? -1 : 1));
    item.operationDescriptions = JSON.stringify(Object.fromEntries(byFile.map((id) => [id, own[id]])));
    return markdown.createTagPageMD(item);
  };

  return {
    options: {markdownGenerators: {createApiPageMD, createTagPageMD}, tagTemplate: TAG_TEMPLATE},
    startFolder: (next) => {
      folder = next;
    },
    problems,
  };
}
