import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Loader = ((this: {resourcePath: string; emitError: (e: Error) => void}, source: string) => string) & {
  replacements: {file: RegExp; from: string; to: string}[];
};
const noCollator = require('./no-collator-loader.js') as Loader;

const files = {
  docsClientUtils: require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
  // The package's exports map hides lib/utils; its entry (lib/index.js) sits next to it.
  reactUtils: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
};

function run(resourcePath: string, source: string) {
  const errors: Error[] = [];
  const out = noCollator.call({resourcePath, emitError: (e) => errors.push(e)}, source);
  return {out, errors};
}

describe('no-collator loader', () => {
  it('rewrites the installed Docusaurus files, leaving no localeCompare in them', () => {
    for (const file of Object.values(files)) {
      const {out, errors} = run(file, fs.readFileSync(file, 'utf8'));
      expect(errors).toEqual([]);
      expect(out).not.toContain('localeCompare');
    }
  });

  it('fails the build when a file no longer has the expected shape', () => {
    const {errors} = run(files.reactUtils, 'export const x = 1;');
    expect(errors[0]?.message).toMatch(/changed shape/);
  });

  it('orders docs plugin paths with every path ahead of its prefixes', () => {
    const {to} = noCollator.replacements[0]!;
    const compare = new Function('a', 'b', `return ${to};`) as (a: [string, {path: string}], b: [string, {path: string}]) => number;
    const entries = ['/', '/docs', '/docs/api', '/docs/api-v1', '/docs/platform', '/docs/api/v2'].map(
      (p) => [p, {path: p}] as [string, {path: string}],
    );
    const sorted = [...entries].sort(compare).map(([p]) => p);
    // No path comes after a longer path it is a prefix of.
    for (const [i, p] of sorted.entries()) {
      for (const later of sorted.slice(i + 1)) expect(later.length > p.length && later.startsWith(p)).toBe(false);
    }
    expect(sorted.indexOf('/docs/api')).toBeLessThan(sorted.indexOf('/docs'));
    expect(sorted.indexOf('/docs/api/v2')).toBeLessThan(sorted.indexOf('/docs/api'));
    expect(sorted.at(-1)).toBe('/');
  });
});

describe('browser-context loader', () => {
  const browserContext = require('./browser-context-loader.js') as (this: {emitError: (e: Error) => void}, source: string) => string;
  const file = path.join(path.dirname(require.resolve('@docusaurus/core/lib/client/exports/useIsBrowser.js')), '..', 'browserContext.js');

  it('turns the installed provider’s post-hydration flip into a transition', () => {
    const errors: Error[] = [];
    const out = browserContext.call({emitError: (e) => errors.push(e)}, fs.readFileSync(file, 'utf8'));
    expect(errors).toEqual([]);
    expect(out).toContain('React.startTransition(() => setIsBrowser(true));');
    expect(out.match(/setIsBrowser\(true\)/g)).toHaveLength(1);
  });

  it('fails the build when the provider changed shape', () => {
    const errors: Error[] = [];
    browserContext.call({emitError: (e) => errors.push(e)}, 'export const x = 1;');
    expect(errors[0]?.message).toMatch(/changed shape/);
  });
});

describe('literal-route loader', () => {
  const literalRoutes = require('./literal-route-loader.js') as ((this: {resourcePath: string; emitError: (e: Error) => void}, source: string) => string) & {
    signature: string;
  };
  const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js');

  it('puts the plain-text shortcut in front of the installed react-router matchPath', () => {
    const errors: Error[] = [];
    const out = literalRoutes.call({resourcePath: file, emitError: (e) => errors.push(e)}, fs.readFileSync(file, 'utf8'));
    expect(errors).toEqual([]);
    expect(out.startsWith('import {matchLiteralPath as matchLiteralPath$} from ')).toBe(true);
    expect(out).toContain(`${literalRoutes.signature}\n  var literal$ = matchLiteralPath$(pathname, options);`);
    const helper = JSON.parse(out.slice(out.indexOf(' from ') + 6, out.indexOf(';\n'))) as string;
    expect(fs.existsSync(helper)).toBe(true);
  });

  it('fails the build when matchPath no longer has the expected shape', () => {
    const errors: Error[] = [];
    literalRoutes.call({resourcePath: file, emitError: (e) => errors.push(e)}, 'export function matchPath(a, b) {}');
    expect(errors[0]?.message).toMatch(/changed shape/);
  });
});
