import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Issue 30, "no back arrows": the site's configuration is read by Node (docusaurus.config.ts, the
 * plugins, the scripts) before any page exists, so it may not depend on page code. src/ may import
 * config/, never the other way round.
 */
const configDir = __dirname;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

describe('config/ imports', () => {
  const files = fs.readdirSync(configDir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));

  it('are read from every module of config/', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(importsOf(path.join(configDir, 'securityHeaders.ts'))).toContain('./analytics');
  });

  it('never reach into src/', () => {
    const backArrows = files.flatMap((file) =>
      importsOf(path.join(configDir, file))
        .filter((spec) => spec.startsWith('.') && path.resolve(configDir, spec).startsWith(path.resolve(configDir, '..', 'src') + path.sep))
        .map((spec) => `config/${file} imports ${spec}`),
    );
    expect(backArrows).toEqual([]);
  });
});
