import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {apiMarkdownTwinPath, missingMarkdown, routeListFile, tagIntro} from './index';

const siteDir = path.resolve(__dirname, '..', '..');

/** A scratch folder per test, removed afterwards. */
const scratch: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-export-'));
  scratch.push(dir);
  return dir;
};
const put = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
};
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('missingMarkdown', () => {
  const routes = ['# Guides', '/docs/platform/intro/', '/docs/api/', '/docs/api/people-index/', '/docs/api/1.0/', '/docs/', '/api/', ''].join('\n');

  it('names the routes under /docs/ whose .md the build lacks, and nothing else', () => {
    const dir = tempDir();
    const out = path.join(dir, 'build');
    put(path.join(dir, 'routes.txt'), routes);
    put(path.join(out, 'docs', 'platform', 'intro.md'), '# Intro\n');
    put(path.join(out, 'docs', 'api.md'), '# Salesloft API\n');
    // Comments, /docs/ itself and routes outside /docs/ (here /api/) need no .md.
    expect(missingMarkdown(out, '/', path.join(dir, 'routes.txt'))).toEqual(['/docs/api/people-index/', '/docs/api/1.0/']);
    put(path.join(out, 'docs', 'api', 'people-index.md'));
    put(path.join(out, 'docs', 'api', '1.0.md'));
    expect(missingMarkdown(out, '/', path.join(dir, 'routes.txt'))).toEqual([]);
  });

  it('looks below the base URL', () => {
    const dir = tempDir();
    const out = path.join(dir, 'build');
    put(path.join(dir, 'routes.txt'), '/docs/platform/intro/\n');
    put(path.join(out, 'docs', 'platform', 'intro.md'));
    expect(missingMarkdown(out, '/developers/', path.join(dir, 'routes.txt'))).toEqual([]);
  });

  it('fails when the route list is missing rather than passing everything', () => {
    const dir = tempDir();
    expect(() => missingMarkdown(path.join(dir, 'build'), '/', path.join(dir, 'routes.txt'))).toThrow(/ENOENT/);
  });
});

describe('routeListFile', () => {
  it("prefers the spec's list beside the repository, then the e2e fixture, and fails without either", () => {
    const dir = tempDir();
    const site = path.join(dir, 'main');
    fs.mkdirSync(site);
    expect(() => routeListFile(site)).toThrow(/no route list .*shared.routes\.txt nor .*e2e.fixtures.routes\.txt/);
    put(path.join(site, 'e2e', 'fixtures', 'routes.txt'));
    expect(routeListFile(site)).toBe(path.join(site, 'e2e', 'fixtures', 'routes.txt'));
    put(path.join(dir, 'shared', 'routes.txt'));
    expect(routeListFile(site)).toBe(path.join(dir, 'shared', 'routes.txt'));
  });
});

describe('the route lists', () => {
  const shared = path.resolve(siteDir, '..', 'shared', 'routes.txt');

  it('e2e/fixtures/routes.txt is a copy of ../shared/routes.txt', (context) => {
    context.skip(!fs.existsSync(shared), `${shared} is absent (it sits beside the repository, as in CI); nothing to compare`);
    expect(fs.readFileSync(path.join(siteDir, 'e2e', 'fixtures', 'routes.txt'), 'utf8')).toBe(fs.readFileSync(shared, 'utf8'));
  });
});

describe('tagIntro', () => {
  it("takes a tag page's description above its cards, and refuses a page of another form", () => {
    const mdx = ['---', 'id: people', 'title: "People"', '---', '', '', 'People are [prospects](/docs/api/people-index/).', '', '```mdx-code-block', "import DocCardList from '@theme/DocCardList';", '```', ''].join('\n');
    expect(tagIntro(mdx)).toBe('People are [prospects](/docs/api/people-index/).');
    expect(tagIntro('---\nid: x\n---\n\n```mdx-code-block\n```\n')).toBe('');
    expect(tagIntro('---\nid: x\n---\n\n<DocCardList />\n')).toBeNull();
  });
});

describe('the generated API pages (docs/api, from `npm run gen-api-docs`)', () => {
  const apiDir = path.join(siteDir, 'docs', 'api');
  const pages = fs.existsSync(apiDir)
    ? fs
        .readdirSync(apiDir, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.mdx') && !file.split(path.sep).some((part) => part.startsWith('_')))
        .map((file) => {
          const id = /^id: *"?([^"\n]+)"?$/m.exec(fs.readFileSync(path.join(apiDir, file), 'utf8'))?.[1] ?? '';
          return {file, docId: [path.dirname(file), id].filter((part) => part !== '.').join('/')};
        })
    : [];
  // Operations, tag pages and the two overviews get their Markdown from the plugin; every other page from its twin.
  const others = pages.filter(({file}) => !/\.(api|tag|info)\.mdx$/.test(file));

  it.skipIf(pages.length === 0)('has pages that are not an operation, a tag or an overview', () => {
    expect(others.map((page) => page.docId).sort()).toEqual(expect.arrayContaining(['1.0/index', 'migrating-from-v1', 'scopes']));
  });

  it.each(others)('$file has its Markdown twin, a page of its own', ({docId}) => {
    const twin = apiMarkdownTwinPath(apiDir, docId);
    expect(fs.existsSync(twin), `${twin} (run npm run gen-api-docs)`).toBe(true);
    const markdown = fs.readFileSync(twin, 'utf8');
    expect(markdown).toMatch(/^# \S/);
    expect(markdown).not.toContain('## Resources');
    expect(markdown).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]|className=|\{"/);
  });

  it.skipIf(others.length === 0)('the scopes twin names scopes with their operations, the migration twin v1.0 and v2.0 paths', () => {
    const scopes = fs.readFileSync(apiMarkdownTwinPath(apiDir, 'scopes'), 'utf8');
    expect(scopes).toContain('\n## people:read\n');
    expect(scopes).toMatch(/\n- \[List people\]\(\/docs\/api\/people-index\.md\): `GET \/v2\/people`\n/);
    const migration = fs.readFileSync(apiMarkdownTwinPath(apiDir, 'migrating-from-v1'), 'utf8');
    expect(migration).toMatch(/- v1\.0: \[[^\]]+\]\(\/docs\/api\/1\.0\/public-api-v-1-people-index\.md\): `GET \/public_api\/v1\/people\.json`\n {2}- v2\.0: \[List people\]\(\/docs\/api\/people-index\.md\): `GET \/v2\/people`/);
  });
});
