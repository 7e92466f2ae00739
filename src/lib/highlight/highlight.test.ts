import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {prismAdditionalLanguages} from '../../../config/prism';
import {plainTokens} from './plain';

describe('plain tokens', () => {
  it('gives one plain token per line, keeping empty lines, like Prism', () => {
    expect(plainTokens('a\n\nb\n')).toEqual([[{types: ['plain'], content: 'a'}], [{types: ['plain'], content: '\n', empty: true}], [{types: ['plain'], content: 'b'}]]);
  });
  it('keeps markup as text (React escapes it when rendering)', () => {
    expect(plainTokens('<script>alert(1)</script>')[0][0].content).toBe('<script>alert(1)</script>');
  });
});

describe('lazy grammar bundle', () => {
  it('loads exactly the configured additional languages', () => {
    const source = fs.readFileSync(path.join(__dirname, 'prism.ts'), 'utf8');
    const loaded = [...source.matchAll(/require\('prismjs\/components\/prism-([a-z-]+)'\)/g)].map((m) => m[1]).filter((l) => l !== 'markup-templating');
    expect(loaded).toEqual(prismAdditionalLanguages);
  });
});
