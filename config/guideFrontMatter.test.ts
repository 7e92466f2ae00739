import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {checkGuideFrontMatter, GUIDE_FRONT_MATTER_KEYS, GUIDES_PATH, guideFrontMatterProblems} from './guideFrontMatter';

const siteDir = path.resolve(__dirname, '..');

describe('guide front matter', () => {
  it('names each unknown key and the key it probably meant', () => {
    expect(guideFrontMatterProblems({title: 'Rate limits', sidebar_lable: 'Rate limits', desciption: 'How the budget works', colour: 'red'})).toEqual([
      'unknown front matter key "sidebar_lable" (did you mean "sidebar_label"?)',
      'unknown front matter key "desciption" (did you mean "description"?)',
      'unknown front matter key "colour"',
    ]);
    expect(guideFrontMatterProblems({title: 'x', sidebar_label: 'x', description: 'x', sources: []})).toEqual([]);
  });

  it('fails for a guide, naming the file; other Markdown (the generated API pages) is not checked here', () => {
    const guide = path.join(siteDir, GUIDES_PATH, 'api-basics', 'rate-limits.mdx');
    expect(() => checkGuideFrontMatter(siteDir, guide, {title: 'Rate limits', sidebar_lable: 'Rate limits'})).toThrow(
      /^docs\/platform\/api-basics\/rate-limits\.mdx: unknown front matter key "sidebar_lable" \(did you mean "sidebar_label"\?\)\. A guide's front matter may hold: id, title/,
    );
    expect(() => checkGuideFrontMatter(siteDir, 'docs/platform/intro.mdx', {desciption: 'x'})).toThrow(/^docs\/platform\/intro\.mdx: unknown front matter key "desciption"/);
    expect(() => checkGuideFrontMatter(siteDir, path.join(siteDir, 'docs', 'api', 'people-index.api.mdx'), {whatever: 1})).not.toThrow();
    expect(() => checkGuideFrontMatter(siteDir, path.join(siteDir, 'src', 'pages', 'x.md'), {whatever: 1})).not.toThrow();
  });

  it('every guide in the repository passes', () => {
    const dir = path.join(siteDir, GUIDES_PATH);
    const files = fs.readdirSync(dir, {recursive: true}).map(String).filter((f) => /\.mdx?$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const match = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      expect(guideFrontMatterProblems(match ? parse(match[1]!) : {}), file).toEqual([]);
    }
  });

  it('knows every key the installed docs plugin reads', () => {
    // The package exports no subpath for it: read the compiled module from the installed folder.
    const docsPlugin = path.join(siteDir, 'node_modules', '@docusaurus', 'plugin-content-docs');
    const {DocFrontMatterSchema} = createRequire(__filename)(path.join(docsPlugin, 'lib', 'frontMatter.js')) as {
      DocFrontMatterSchema: {describe: () => {keys: Record<string, unknown>}};
    };
    const keys = Object.keys(DocFrontMatterSchema.describe().keys);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !GUIDE_FRONT_MATTER_KEYS.includes(key))).toEqual([]);
  });
});

describe('the site configuration checks guide front matter while parsing it', () => {
  it('docusaurus.config.ts markdown.parseFrontMatter throws for a guide with a misspelt key', async () => {
    const {default: config} = await import('../docusaurus.config');
    const parseFrontMatter = config.markdown!.parseFrontMatter!;
    const defaultParseFrontMatter = async ({fileContent}: {fileContent: string}) => {
      const match = /^---\n([\s\S]*?)\n---\n/.exec(fileContent)!;
      return {frontMatter: parse(match[1]!) as Record<string, unknown>, content: fileContent.slice(match[0].length)};
    };
    const guide = path.join(siteDir, 'docs', 'platform', 'api-basics', 'rate-limits.mdx');
    await expect(parseFrontMatter({filePath: guide, fileContent: '---\ntitle: Rate limits\nsidebar_lable: Limits\n---\nBody\n', defaultParseFrontMatter})).rejects.toThrow(
      /docs\/platform\/api-basics\/rate-limits\.mdx: unknown front matter key "sidebar_lable"/,
    );
    const ok = await parseFrontMatter({filePath: guide, fileContent: '---\ntitle: Rate limits\nsidebar_label: Limits\n---\nBody\n', defaultParseFrontMatter});
    expect(ok.frontMatter).toEqual({title: 'Rate limits', sidebar_label: 'Limits'});
  }, 60_000);
});
