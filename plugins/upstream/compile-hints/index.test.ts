import {describe, expect, it} from 'vitest';
import {COMPILE_HINT, eagerScripts, unhinted} from './index';

const built = [
  'assets/js/runtime~main.1a2b3c4d.js',
  'assets/js/main.5e6f7a8b.js',
  'assets/js/main.5e6f7a8b.js.map',
  'assets/js/common.9c0d1e2f.js',
  'assets/js/api-theme.0a1b2c3d.js',
  'assets/js/17896441.aabbccdd.js',
  'assets/css/styles.11223344.css',
];

describe('compile hints', () => {
  it('picks the four eager scripts of a build, and nothing else', () => {
    expect(eagerScripts(built)).toEqual({names: [built[0], built[1], built[3], built[4]], problems: []});
  });

  it('fails when an eager chunk has no script, or more than one', () => {
    expect(eagerScripts(built.filter((name) => !name.includes('api-theme'))).problems).toEqual([
      'compile-hints: 0 scripts of chunk "api-theme" match /^assets\\/js\\/(runtime~main|main|common|api-theme)\\.[0-9a-f]+\\.js$/ (expected 1: none); review plugins/upstream/compile-hints',
    ]);
    expect(eagerScripts(built.map((name) => name.replace('assets/js/', 'static/js/'))).problems).toHaveLength(4);
    expect(eagerScripts([...built, 'assets/js/main.99999999.js']).problems).toEqual([expect.stringMatching(/^compile-hints: 2 scripts of chunk "main" match/)]);
  });

  it('fails when a script lost its hint by the end of asset processing', () => {
    const asset = (text: string) => ({source: () => text});
    const assets = {'assets/js/main.5e6f7a8b.js': asset(`${COMPILE_HINT}x()`), 'assets/js/common.9c0d1e2f.js': asset('x()')};
    expect(unhinted(assets, Object.keys(assets))).toEqual([
      'compile-hints: assets/js/common.9c0d1e2f.js does not start with the compile hint after processing assets; review plugins/upstream/compile-hints',
    ]);
  });
});
