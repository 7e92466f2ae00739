import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import searchRecordsPlugin, {nameShardsInPages, recordsOfBuild, siteKeywordsOf, withShardsMeta} from './index';
import {SHARDS_META, readShardsMeta} from '../../src/search/embedded/manifest';

type Middleware = (req: {url?: string}, res: unknown, next: (error?: unknown) => void) => Promise<void>;

let site: string;
let nodeEnv: string | undefined;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
  fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(site, 'docs', 'a.mdx'), '---\ntitle: Alpha\n---\n\n## Paging\n\nEvery list is paged.\n');
  nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  fs.rmSync(site, {recursive: true, force: true});
});

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {loadedVersions: [{versionName: 'current', docs: [{source: '@site/docs/a.mdx', permalink: '/docs/a/', title: 'Alpha', description: 'A page.', frontMatter: {keywords: ['page size', '']}}]}]},
  },
};

function devPlugin() {
  const context = {siteConfig: {url: 'https://example.com', baseUrl: '/'}, outDir: path.join(site, 'build'), generatedFilesDir: path.join(site, '.docusaurus'), siteDir: site};
  return searchRecordsPlugin(context as never);
}

/** What the middleware answers to GET `url`: `{body}` (parsed JSON), or `{next: true}` when it passed the request on. */
function request(middleware: Middleware, url: string): Promise<{body?: unknown; type?: string; next?: boolean}> {
  return new Promise((resolve, reject) => {
    let type: string | undefined;
    const res = {setHeader: (_name: string, value: string) => (type = value), end: (body: Buffer) => resolve({body: JSON.parse(body.toString('utf8')), type})};
    void middleware({url}, res, (error) => (error ? reject(error) : resolve({next: true})));
  });
}

describe("a build's records", () => {
  it('index a page its own keywords, and no page the site-wide ones every other page carries', async () => {
    const siteWide = 'Salesloft, API';
    expect(siteKeywordsOf({metadata: [{name: 'robots', content: 'index'}, {name: 'keywords', content: siteWide}]})).toBe(siteWide);
    expect(siteKeywordsOf({})).toBeNull();
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'records-'));
    const write = (route: string, keywords: string) => {
      fs.mkdirSync(path.join(build, route), {recursive: true});
      fs.writeFileSync(path.join(build, route, 'index.html'), `<html><head><meta name="keywords" content="${keywords}"></head><body><main><div class="theme-doc-markdown"><h1>T ${route}</h1><p>Text.</p></div></main></body></html>`);
    };
    try {
      write('/docs/a/', siteWide);
      write('/docs/b/', 'page size, max per page');
      const records = await recordsOfBuild(build, ['/docs/a/', '/docs/b/'], 'https://example.com', '/', siteWide);
      expect(records.filter((r) => r.keywords).map((r) => [r.url, r.keywords])).toEqual([['https://example.com/docs/b/', ['page size', 'max per page']]]);
    } finally {
      fs.rmSync(build, {recursive: true, force: true});
    }
  });
});

describe('dev search without a build', () => {
  it('builds the index from the sources when the browser first asks for it, and again after the content changed', async () => {
    const plugin = devPlugin();
    await plugin.allContentLoaded!({allContent, actions: {} as never});
    const indexDir = path.join(site, '.docusaurus', 'search-records', 'search-index');
    expect(fs.existsSync(indexDir)).toBe(false);

    const config = plugin.configureWebpack!({} as never, false, {} as never, undefined as never) as {devServer: {setupMiddlewares(list: unknown[]): unknown[]}};
    const list: {middleware: Middleware}[] = [];
    expect(config.devServer.setupMiddlewares(list)).toEqual([]);
    const [{middleware}] = list;
    expect(await request(middleware, '/docs/a/')).toEqual({next: true});
    expect(fs.existsSync(indexDir)).toBe(false);

    const first = await request(middleware, '/search-index/manifest.json');
    const manifest = first.body as {count: number; records: string; index: string};
    expect(first.type).toBe('application/json');
    expect(manifest.count).toBeGreaterThan(1);
    const records = await request(middleware, `/search-index/${manifest.records}?v=1`);
    expect(JSON.stringify(records.body)).toContain('Every list is paged.');
    // The page's keywords front matter, as the build reads it from the page's meta tag.
    expect(JSON.stringify(records.body)).toContain('["page size"]');
    expect(await request(middleware, '/search-index/no-such-file.json')).toEqual({next: true});

    fs.appendFileSync(path.join(site, 'docs', 'a.mdx'), '\nA sentence added by a writer.\n');
    expect((await request(middleware, '/search-index/manifest.json')).body).toEqual(manifest);
    await plugin.allContentLoaded!({allContent, actions: {} as never});
    const rebuilt = (await request(middleware, '/search-index/manifest.json')).body as typeof manifest;
    expect(rebuilt.records).not.toBe(manifest.records);
    expect(JSON.stringify((await request(middleware, `/search-index/${rebuilt.records}`)).body)).toContain('A sentence added by a writer.');
  });

  it("serves the last build's index instead when there is one, and builds nothing", async () => {
    fs.mkdirSync(path.join(site, 'build', 'search-index'), {recursive: true});
    fs.writeFileSync(path.join(site, 'build', 'search-index', 'manifest.json'), '{}');
    const plugin = devPlugin();
    await plugin.allContentLoaded!({allContent, actions: {} as never});
    const config = plugin.configureWebpack!({} as never, false, {} as never, undefined as never) as {devServer: Record<string, unknown>};
    expect(config.devServer).toEqual({static: [{directory: path.join(site, 'build', 'search-index'), publicPath: '/search-index/', watch: false}]});
    expect(fs.existsSync(path.join(site, '.docusaurus', 'search-records'))).toBe(false);
  });
});

describe('the shards named in every page (one round trip for the index)', () => {
  const shards = {records: 'records.0123456789ab.json', index: 'index.ba9876543210.json'};
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shards-meta-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('puts the meta tag in the head of every HTML file, once, and the browser reads the names back', async () => {
    fs.mkdirSync(path.join(dir, 'docs', 'intro'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Home</title></head><body></body></html>');
    fs.writeFileSync(path.join(dir, 'docs', 'intro', 'index.html'), '<html><head></head><body>intro</body></html>');
    expect(await nameShardsInPages(dir, shards)).toBe(2);
    expect(await nameShardsInPages(dir, shards)).toBe(2);
    const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(home).toBe(`<html><head><title>Home</title><meta name="${SHARDS_META}" content="records.0123456789ab.json index.ba9876543210.json"></head><body></body></html>`);
    const content = /<meta name="docs-search-index" content="([^"]*)">/.exec(fs.readFileSync(path.join(dir, 'docs', 'intro', 'index.html'), 'utf8'))?.[1];
    expect(readShardsMeta(content)).toEqual(shards);
  });

  it('names the page without a head', () => {
    expect(() => withShardsMeta('<p>fragment</p>', shards, 'docs/x/index.html')).toThrow(/docs\/x\/index.html: no <\/head>/);
  });

  it('reads nothing from a missing or malformed tag', () => {
    expect(readShardsMeta(null)).toBeNull();
    expect(readShardsMeta('records.json')).toBeNull();
    expect(readShardsMeta('../records.json index.json')).toBeNull();
  });
});
