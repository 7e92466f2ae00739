import {SourceMapGenerator} from 'source-map-js';
import {describe, expect, it} from 'vitest';
import {attribute, groupOf} from './attribute-bytes.mjs';

describe('groupOf', () => {
  it('names the package of a node_modules path, scoped or not', () => {
    expect(groupOf('webpack://site/./node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(groupOf('./node_modules/@docsearch/react/dist/esm/index.js')).toBe('@docsearch/react');
  });
  it('splits Docusaurus packages by theme component or client folder', () => {
    expect(groupOf('./node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js')).toBe('@docusaurus/theme-classic theme/Navbar');
    expect(groupOf('./node_modules/@docusaurus/core/lib/client/exports/Link.js')).toBe('@docusaurus/core client/exports');
  });
  it('keeps the first three folders of the site sources', () => {
    expect(groupOf('./src/theme/SearchBar/intent.ts')).toBe('src/theme/SearchBar');
  });
});

describe('attribute', () => {
  it('gives each mapping the bytes up to the next one on its line, the rest to (unmapped)', () => {
    const code = 'aaaabbbbbb\ncc\n';
    const map = new SourceMapGenerator({file: 'x.js'});
    const at = (line, column, source) => map.addMapping({generated: {line, column}, original: {line: 1, column: 0}, source});
    at(1, 0, './node_modules/a/index.js');
    at(1, 4, './src/b/c/d.js');
    at(2, 0, './node_modules/a/other.js');
    expect(attribute(code, JSON.parse(map.toString()))).toEqual([
      ['a', 6],
      ['src/b/c', 6],
      ['(unmapped)', 2],
    ]);
  });
});
