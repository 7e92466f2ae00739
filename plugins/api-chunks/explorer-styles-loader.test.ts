import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Loader = ((this: {resourcePath: string; emitError: (e: Error) => void}, source: string) => string) & {CODE_TABS: string};
const explorerStyles = require('./explorer-styles-loader.js') as Loader;
const themeDir = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme');
const file = path.join(themeDir, 'styles.scss');

function run(source: string) {
  const errors: Error[] = [];
  const out = explorerStyles.call({resourcePath: file, emitError: (e) => errors.push(e)}, source);
  return {out, errors};
}

describe('explorer-styles loader', () => {
  it('takes the code tabs, and only them, out of the installed theme stylesheet', () => {
    const source = fs.readFileSync(file, 'utf8');
    const {out, errors} = run(source);
    expect(errors).toEqual([]);
    expect(out).not.toContain('CodeTabs/CodeTabs');
    const uses = (s: string) => s.split('\n').filter((l) => l.startsWith('@use '));
    expect(uses(source).length - uses(out).length).toBe(1);
  });

  it('names the partial that the explorer imports instead', () => {
    expect(fs.existsSync(path.join(themeDir, 'ApiExplorer', 'CodeTabs', '_CodeTabs.scss'))).toBe(true);
    const explorer = fs.readFileSync(path.resolve(__dirname, '../../src/theme/ApiItem/LoadedExplorer.tsx'), 'utf8');
    expect(explorer).toContain("import 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss';");
  });

  it('fails the build when the stylesheet no longer has the expected shape', () => {
    expect(run('@use "./Other/Other";').errors[0]?.message).toMatch(/changed shape/);
  });
});
