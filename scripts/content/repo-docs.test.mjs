import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import semver from 'semver';
import {describe, expect, it} from 'vitest';
import {SITE_ENV_NAMES} from '../../config/env';

/*
 * README.md is for a newcomer (issue 30): at most 350 lines, the two commands as CI runs them, every
 * environment variable, and one Node.js version that the dependencies accept. CONTRIBUTING.md and
 * docs/decisions/ hold the rest; their relative links must lead somewhere.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');

/** The text of a `## ` section of a Markdown file, up to the next heading of its level. */
function section(markdown, heading) {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe('README.md', () => {
  it('fits in 350 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(350);
  });

  it('gives the two commands, and CI runs the second exactly', () => {
    const commands = section(readme, 'The two commands');
    expect(commands).toContain('npm ci && npm start');
    expect(commands).toMatch(/^npm test\s/m);
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test$/m);
  });

  it('lists every site variable in its Configuration table, in the order config/env.ts declares them', () => {
    const table = section(readme, 'Configuration').split('Switches for builds')[0];
    const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| `[^`]*` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual([...SITE_ENV_NAMES]);
  });

  it('names every environment variable the code reads', () => {
    const dirs = ['config', 'src', 'plugins', 'scripts', 'e2e'];
    const files = [...dirs.flatMap((dir) => walk(dir)), 'docusaurus.config.ts', 'playwright.config.ts', 'sidebars.ts', 'sidebars.api.ts'];
    // config/env.ts reads the site's variables by name from the list it declares.
    const names = new Set(SITE_ENV_NAMES);
    for (const file of files) {
      const text = read(file);
      for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)|process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) names.add(m[1] ?? m[2]);
      // Names read through a constant or destructuring: `const {A, B} = process.env`, `GATE_ENV = 'X'`.
      for (const m of text.matchAll(/const \{([^}]+)\} = process\.env/g)) for (const n of m[1].split(',')) names.add(n.trim());
      for (const m of text.matchAll(/export const \w+_ENV = '([A-Z][A-Z0-9_]+)'/g)) names.add(m[1]);
    }
    // Set inside one unit test's fixture, not by anyone running the project.
    names.delete('SITE_DIR');
    expect(names.size).toBeGreaterThan(15);
    for (const name of ['E2E_PORT', 'DOCS_API_GENERATED', 'DOCS_API_GENERATION', 'ALGOLIA_ADMIN_KEY', 'CHROMIUM_PATH']) expect(names).toContain(name);
    const missing = [...names].filter((name) => !readme.includes(`\`${name}\``)).sort();
    expect(missing, 'document these in README.md "Configuration"').toEqual([]);
  });
});

function walk(dir) {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(rel);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name) ? [rel] : [];
  });
}

describe('the Node.js version', () => {
  const pkg = JSON.parse(read('package.json'));
  const range = pkg.engines.node;

  it('is the one range in package.json, its lockfile, .nvmrc, CI and README', () => {
    expect(JSON.parse(read('package-lock.json')).packages[''].engines.node).toBe(range);
    const minimum = semver.minVersion(range);
    const nvmrc = read('.nvmrc').trim();
    expect(semver.satisfies(semver.coerce(nvmrc), range), `.nvmrc ${nvmrc}`).toBe(true);
    expect(semver.coerce(nvmrc).version).toBe(minimum.version);
    const image = /image: node:(\d+)-/.exec(read('.github/workflows/ci.yml'))?.[1];
    expect(semver.intersects(`${image}.x`, range), `CI image node:${image}`).toBe(true);
    const stated = section(readme, 'Requirements');
    expect(stated).toContain(`Node.js ${minimum.major}.${minimum.minor} or later`);
  });

  it('satisfies what every direct dependency declares', () => {
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    const refused = names.flatMap((name) => {
      const declared = JSON.parse(read(path.join('node_modules', name, 'package.json'))).engines?.node;
      return declared && !semver.subset(range, declared) ? [`${name} declares ${declared}`] : [];
    });
    expect(refused).toEqual([]);
    // The test can fail: Node 20, which the project named before, is refused by several of them.
    expect(semver.subset('>=20.0', '>=22.12.0')).toBe(false);
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('links between the repository documents', () => {
  const docs = ['README.md', 'CONTRIBUTING.md', ...fs.readdirSync(path.join(root, 'docs', 'decisions')).map((f) => `docs/decisions/${f}`)];

  it('lead to files that exist, and to headings that exist', () => {
    const broken = [];
    for (const doc of docs) {
      const text = read(doc).replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [file, anchor] = target.split('#');
        const resolved = file ? path.join(path.dirname(doc), file) : doc;
        if (!fs.existsSync(path.join(root, resolved))) {
          broken.push(`${doc}: ${target}`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const headings = [...read(resolved).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]));
          if (!headings.includes(anchor)) broken.push(`${doc}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('are checked at all', () => {
    expect(readme).toMatch(/\]\(CONTRIBUTING\.md\)/);
    expect(read('CONTRIBUTING.md')).toMatch(/\]\(#search\)/);
  });
});
