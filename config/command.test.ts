import {describe, expect, it} from 'vitest';
import {isDevServer} from './command';

describe('isDevServer', () => {
  it('is true under `docusaurus start` only', () => {
    expect(isDevServer(['node', 'docusaurus.mjs', 'start', '--port', '4500', '--no-open'])).toBe(true);
    expect(isDevServer(['node', 'docusaurus.mjs', 'build'])).toBe(false);
    expect(isDevServer(['node', 'docusaurus.mjs', 'build', '--dev'])).toBe(false);
    expect(isDevServer(['node', 'docusaurus.mjs', 'gen-api-docs', 'all', '--all-versions'])).toBe(false);
    expect(isDevServer(['node', 'docusaurus.mjs', 'serve', 'start'])).toBe(false);
  });
});
