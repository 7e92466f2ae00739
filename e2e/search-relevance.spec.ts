import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';

/**
 * The relevance query set (scripts/search/queries.mjs: typos, word forms, error codes, parameter
 * names, "list X" / "create X") over the records of the build under test: at least 95 % of the
 * queries find an expected page in the top three, on the embedded engine and on the Algolia
 * emulator under the settings and synonyms `npm run search:push` sends. The script runs as its own
 * Node process (it loads the engine's TypeScript through jiti).
 */
interface Rank {
  query: string;
  rank: number;
}
interface Report {
  queries: number;
  bar: number;
  embedded: Rank[];
  algolia: Rank[];
  top3: {embedded: number; algolia: number};
}

test.describe('search relevance', () => {
  test.setTimeout(120_000);
  const misses = (ranks: Rank[]) => ranks.filter((r) => r.rank < 1 || r.rank > 3).map((r) => `${r.query} (${r.rank || 'none'})`);

  test('at least 60 queries; 95 % find an expected page in the top three on both backends', () => {
    const root = path.join(__dirname, '..');
    const out = execFileSync(process.execPath, ['scripts/search/relevance.mjs', '--json', '--dir', path.join(root, 'build')], {cwd: root, encoding: 'utf8'});
    const report = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Report;
    expect(report.queries).toBeGreaterThanOrEqual(60);
    expect(report.top3.embedded, `embedded misses: ${misses(report.embedded).join(', ')}`).toBeGreaterThanOrEqual(report.bar);
    expect(report.top3.algolia, `Algolia emulator misses: ${misses(report.algolia).join(', ')}`).toBeGreaterThanOrEqual(report.bar);
  });
});
