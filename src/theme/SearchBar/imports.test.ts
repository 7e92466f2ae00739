import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Issue 30: no import cycle in the navbar search. The wrapper (index.tsx) loads the full bar
 * (Full.tsx) on demand; a module of this folder that imported the wrapper back, even for a type,
 * would close a cycle. The graph is read from the sources' import and export-from specifiers,
 * static and dynamic, type-only ones included.
 */
const DIR = __dirname;
const SOURCES = readdirSync(DIR).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));

function localImports(file: string): string[] {
  const text = readFileSync(path.join(DIR, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.flatMap((spec) => {
    const base = path.normalize(spec).replace(/^\.\/?/, '') || 'index';
    const found = SOURCES.find((f) => f.replace(/\.tsx?$/, '') === base);
    return found ? [found] : [];
  });
}

/** The files on a cycle through `start`, or null. */
function cycleFrom(start: string, graph: Map<string, string[]>): string[] | null {
  const walk = (file: string, trail: string[]): string[] | null => {
    for (const next of graph.get(file) ?? []) {
      if (next === start) return [...trail, next];
      if (trail.includes(next)) continue;
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

describe('src/theme/SearchBar imports', () => {
  const graph = new Map(SOURCES.map((f) => [f, localImports(f)]));

  it('reads the wrapper loading the full bar', () => {
    expect(graph.get('index.tsx')).toContain('Full.tsx');
  });

  it('has no cycle', () => {
    const cycles = SOURCES.map((f) => cycleFrom(f, graph)).filter((c): c is string[] => c !== null);
    expect(cycles.map((c) => c.join(' -> '))).toEqual([]);
  });

  it('would see the cycle a type import of the wrapper closes', () => {
    const withBackArrow = new Map(graph);
    withBackArrow.set('Full.tsx', [...(graph.get('Full.tsx') ?? []), 'index.tsx']);
    expect(cycleFrom('index.tsx', withBackArrow)).toEqual(['index.tsx', 'Full.tsx', 'index.tsx']);
  });
});
