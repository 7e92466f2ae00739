/**
 * Guide front matter is checked while the build reads each guide (docusaurus.config.ts
 * `markdown.parseFrontMatter`): Docusaurus accepts any key, so a misspelt one (`sidebar_lable`,
 * `desciption`) would be ignored in silence and the page would ship with the wrong label or summary.
 * An unknown key fails the build, naming the file, the key and the key it probably meant.
 */
import path from 'node:path';

/** The folder of the hand-written guides (the classic preset's docs instance, docusaurus.config.ts). */
export const GUIDES_PATH = path.join('docs', 'platform');

/**
 * Keys the docs plugin reads (its DocFrontMatterSchema, plus the content-visibility keys; the test
 * compares this list with the installed plugin's schema), and the site's own `sources:` (the public
 * pages a guide's facts come from, see scripts/content/guides.mjs).
 */
export const GUIDE_FRONT_MATTER_KEYS: readonly string[] = [
  'id',
  'title',
  'hide_title',
  'hide_table_of_contents',
  'keywords',
  'image',
  'description',
  'slug',
  'sidebar_key',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_custom_props',
  'displayed_sidebar',
  'tags',
  'pagination_label',
  'custom_edit_url',
  'parse_number_prefixes',
  'pagination_next',
  'pagination_prev',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'last_update',
  'draft',
  'unlisted',
  'sources',
];

function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The known key closest to a misspelt one, when it is close enough to be the one meant. */
function closest(key: string): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const known of GUIDE_FRONT_MATTER_KEYS) {
    const d = distance(key.toLowerCase(), known);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return bestDistance <= Math.max(2, Math.floor(key.length / 4)) ? best : null;
}

/** One message per unknown key of a guide's front matter (empty when every key is known). */
export function guideFrontMatterProblems(frontMatter: Record<string, unknown>): string[] {
  return Object.keys(frontMatter)
    .filter((key) => !GUIDE_FRONT_MATTER_KEYS.includes(key))
    .map((key) => {
      const meant = closest(key);
      return `unknown front matter key "${key}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
    });
}

/** True for a Markdown file of the guides (relative to the site, or absolute under it). */
export function isGuideFile(siteDir: string, filePath: string): boolean {
  const relative = path.relative(path.join(siteDir, GUIDES_PATH), path.resolve(siteDir, filePath));
  return !relative.startsWith('..') && !path.isAbsolute(relative) && /\.mdx?$/.test(relative);
}

/** Throws, naming the file and every unknown key, when a guide's front matter has one. */
export function checkGuideFrontMatter(siteDir: string, filePath: string, frontMatter: Record<string, unknown>): void {
  if (!isGuideFile(siteDir, filePath)) return;
  const problems = guideFrontMatterProblems(frontMatter);
  if (problems.length === 0) return;
  throw new Error(
    `${path.relative(siteDir, path.resolve(siteDir, filePath))}: ${problems.join('; ')}. ` +
      `A guide's front matter may hold: ${GUIDE_FRONT_MATTER_KEYS.join(', ')} (config/guideFrontMatter.ts).`,
  );
}
