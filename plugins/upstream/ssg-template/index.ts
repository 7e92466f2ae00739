import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import {checkUpstreamTemplate, UPSTREAM_TEMPLATE} from '../../../config/ssgTemplate';
import {packageFile, siteDir, upstreamPackage} from '../check';

const PLUGIN = 'ssg-template';

/**
 * The HTML shell of every page is a copy of Docusaurus' default SSG template with its scripts
 * changed (config/ssgTemplate.ts, given to Docusaurus as its `ssrTemplate` option). The copy keeps
 * the SHA-256 of the template it was made from; a copy that no longer matches the installed
 * template would drop whatever Docusaurus added to it, silently. Throws (so `start` and `build`
 * fail), naming the file and version, unless the installed template is the one the copy was made from.
 */
export function checkSsgTemplate(from = siteDir): void {
  const core = upstreamPackage(PLUGIN, UPSTREAM_TEMPLATE.package, from);
  const file = packageFile(PLUGIN, core, UPSTREAM_TEMPLATE.file, 'the default template config/ssgTemplate.ts copies');
  const exported = createRequire(file)(file) as {default?: unknown};
  if (typeof exported.default !== 'string') throw new Error(`${PLUGIN}: ${core.name}@${core.version} ${UPSTREAM_TEMPLATE.file} no longer exports the template as a string; review plugins/upstream/ssg-template`);
  checkUpstreamTemplate(exported.default, core.version);
}

/** Checks the SSG template copy when the site loads (`start` and `build`); changes nothing. */
export default function ssgTemplatePlugin(): Plugin {
  checkSsgTemplate();
  return {name: PLUGIN};
}
