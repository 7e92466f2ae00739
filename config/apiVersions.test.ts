import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_VERSIONS, DEFAULT_API_VERSION, apiOutputDir, isLegacyApiVersion, apiSourceDir, apiSpecDownload, apiSpecFile, apiVersionLanding, apiVersionOfPath, otherApiVersion} from './apiVersions';
import {openApiPlugin} from './openapi';

const root = path.resolve(__dirname, '..');

describe('the API versions', () => {
  it('are v2.0 (the default) and the legacy v1.0', () => {
    expect(API_VERSIONS.map((v) => [v.version, v.label, isLegacyApiVersion(v.version)])).toEqual([
      ['2.0', 'v2.0', false],
      ['1.0', 'v1.0', true],
    ]);
    expect(DEFAULT_API_VERSION).toBe('2.0');
    expect(otherApiVersion('2.0')).toBe('1.0');
    expect(otherApiVersion('1.0')).toBe('2.0');
  });

  it('map a path to its version, the nested v1.0 prefix first, with or without a base URL', () => {
    expect(apiVersionOfPath('/docs/api/people-index/', '/')).toBe('2.0');
    expect(apiVersionOfPath('/docs/api/', '/')).toBe('2.0');
    expect(apiVersionOfPath('/docs/api/1.0/public-api-v-1-people-index/', '/')).toBe('1.0');
    expect(apiVersionOfPath('/portal/docs/api/1.0/', '/portal/')).toBe('1.0');
    expect(apiVersionOfPath('/docs/api/1.0/', '/portal/')).toBeNull();
    expect(apiVersionOfPath('/docs/platform/intro/', '/')).toBeNull();
    expect(apiVersionOfPath('/docs/api', '/')).toBeNull();
    // Without a base URL the prefix may sit anywhere, as in a search record's absolute URL.
    expect(apiVersionOfPath('https://x.dev/portal/docs/api/1.0/a/#b')).toBe('1.0');
    expect(apiVersionOfPath('https://x.dev/docs/api/people-index/')).toBe('2.0');
    expect(apiVersionOfPath('https://x.dev/docs/platform/')).toBeNull();
  });

  it('land on each overview', () => {
    expect(apiVersionLanding('2.0')).toBe('docs/api/');
    expect(apiVersionLanding('1.0')).toBe('docs/api/1.0/salesloft-platform/');
  });

  it('are what the openapi plugin generates and serves', () => {
    const options = (openApiPlugin as [string, {config: {salesloft: Record<string, unknown> & {versions: Record<string, Record<string, unknown>>}}}])[1].config.salesloft;
    const legacy = API_VERSIONS[1];
    expect([options.version, options.label, options.specPath, options.outputDir, options.downloadUrl, options.baseUrl]).toEqual([
      '2.0',
      'v2.0',
      'static/openapi/salesloft-api-v2.0.yaml',
      'docs/api',
      '/openapi/salesloft-api-v2.0.yaml',
      '/docs/api/',
    ]);
    const old = options.versions[legacy.version]!;
    expect([old.label, old.specPath, old.outputDir, old.downloadUrl, old.baseUrl]).toEqual([
      'v1.0',
      'static/openapi/salesloft-api-v1.0.yaml',
      'docs/api/1.0',
      '/openapi/salesloft-api-v1.0.yaml',
      '/docs/api/1.0/salesloft-platform/',
    ]);
    expect(legacy.version).toBe('1.0');
    for (const {version} of API_VERSIONS) {
      expect(fs.existsSync(path.join(root, apiSourceDir(version), 'openapi.yaml')), apiSourceDir(version)).toBe(true);
      expect(apiSpecFile(version)).toBe(`static${apiSpecDownload(version)}`);
      expect(apiOutputDir(version)).toMatch(/^docs\/api(\/1\.0)?$/);
    }
  });
});

/**
 * One source of truth (issue 30): no TypeScript module of the site, its config or its plugins, and no
 * Node script (scripts/, their unit tests and fixtures aside), spells out a version id, its route
 * prefix or its spec file again; they import config/apiVersions.ts, or the scripts its data,
 * config/apiVersions.mjs. What may still name one, and why:
 */
const ALLOWED: Record<string, string> = {
  'config/apiVersions.mjs': 'the owner',
  // A static import path cannot be computed; the generated sidebar sits in the version's outputDir.
  'sidebars.api.ts': "import of the generated docs/api/1.0/sidebar",
  'src/search/records.ts': 'a comment naming the facet values',
  // Data: a regression query may be asked from a v1.0 page and expect a v1.0 route.
  'scripts/search/queries.mjs': 'the pages and versions of regression queries about v1.0',
  // The reader suite, data like queries.mjs: a query's expected page may be a v1.0 route.
  'scripts/search/reader-queries.mjs': "the expected pages of reader queries about v1.0",
};

/** Single lines that match the pattern but name no API version, by file. */
const NOT_A_VERSION: Record<string, string[]> = {
  // The Atom feed's XML declaration.
  'scripts/openapi/changelog-lib.mjs': ['\'<?xml version="1.0" encoding="utf-8"?>\','],
};

/** A version id in quotes ('1.0', "v2.0"), a route prefix of v1.0, or a spec file name. */
const VERSION_LITERAL = /['"`]v?[12]\.0['"`]|docs\/api\/1\.0|docs\\\/api\\\/1\\\.0|salesloft-api-v[12]\.0/;

/** The modules under `dir` whose names match `kind`, but unit tests, type declarations and test fixtures. */
function sources(dir: string, kind = /\.tsx?$/): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__fixtures__' ? [] : sources(rel, kind);
    return kind.test(entry.name) && !/\.test\.m?[jt]sx?$|\.d\.ts$/.test(entry.name) ? [rel] : [];
  });
}

describe('API version literals outside config/apiVersions.mjs', () => {
  const files = [
    ...sources('config', /\.(tsx?|mjs)$/),
    ...sources('src'),
    ...sources('plugins'),
    ...sources('scripts', /\.(m?[jt]s)$/),
    'docusaurus.config.ts',
    'sidebars.ts',
    'sidebars.api.ts',
  ];

  it('are looked for in every module of the site, its config, its plugins and its scripts', () => {
    expect(files).toContain('src/api/versions.ts');
    expect(files).toContain('plugins/search-records/extract.ts');
    expect(files).toContain('config/apiVersions.ts');
    for (const script of ['scripts/openapi/generate.mjs', 'scripts/openapi/bundle-lib.mjs', 'scripts/sandbox/server.mjs', 'scripts/bench/build.mjs', 'scripts/atomic-build/cli.mjs']) {
      expect(files).toContain(script);
    }
    expect(files.filter((file) => file.startsWith('scripts/') && /\.test\.|__fixtures__/.test(file))).toEqual([]);
    expect(files.length).toBeGreaterThan(200);
    // The pattern finds what it is meant to find.
    for (const sample of ["version === '1.0'", '`${base}docs/api/1.0/`', '/\\/docs\\/api\\/1\\.0\\//', 'static/openapi/salesloft-api-v2.0.yaml']) {
      expect(VERSION_LITERAL.test(sample), sample).toBe(true);
    }
  });

  it('appear only where they are allowed', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({file, line: i + 1, text: line.trim()}))
        .filter(({text}) => VERSION_LITERAL.test(text))
        .filter(({file}) => !(file in ALLOWED))
        .filter(({file, text}) => !NOT_A_VERSION[file]?.includes(text))
        .map(({file, line, text}) => `${file}:${line}: ${text}`),
    );
    expect(found, 'import the versions from config/apiVersions.ts (scripts: config/apiVersions.mjs) instead').toEqual([]);
  });

  it('are allowed only where they still are', () => {
    // An exception left behind after its file changed would let a new literal in unnoticed.
    for (const file of Object.keys(ALLOWED)) expect(files, file).toContain(file);
    for (const [file, lines] of Object.entries(NOT_A_VERSION)) {
      const text = fs.readFileSync(path.join(root, file), 'utf8').split('\n').map((line) => line.trim());
      for (const line of lines) expect(text, `${file}: ${line}`).toContain(line);
    }
  });
});
