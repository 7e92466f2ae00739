import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildChangelog, buildChangelogInWorker, changelogAtom, changelogPageMarkdown, changelogPageMdx, entryAnchor, historyNote, latestSpecCommit, MAX_LISTED_OPERATIONS, specCommits} from './changelog-lib.mjs';

/** A spec with widgets; `fields` are the widget's response fields, `extra` more paths. */
function specYaml({fields = {id: {type: 'integer'}}, extra = '', deprecatedParam = false} = {}) {
  const props = Object.entries(fields)
    .map(([name, s]) => `                        ${name}:\n                          type: ${s.type}${s.deprecated ? '\n                          deprecated: true' : ''}`)
    .join('\n');
  return `openapi: 3.0.3
info:
  title: Widgets
  version: '2'
paths:
  /v2/widgets:
    get:
      operationId: widgets-index
      parameters:
        - name: page
          in: query
          schema:
            type: integer${deprecatedParam ? '\n          deprecated: true' : ''}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  data:
                    type: array
                    items:
                      type: object
                      properties:
${props}
${extra}`;
}

const gadgets = `  /v2/gadgets:
    get:
      operationId: gadgets-index
      responses:
        '200':
          description: ok
`;

const git = (cwd, ...args) => {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8', env: {...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com'}});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
};

let repo;
let cacheDir;
const commits = [];

/** Commits one state of openapi/ (and optionally an unrelated file) at a fixed date. */
function commit(date, files, message) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    if (content === null) fs.rmSync(path.join(repo, file), {recursive: true, force: true});
    else fs.writeFileSync(path.join(repo, file), content);
  }
  git(repo, 'add', '-A');
  spawnSync('git', ['commit', '-q', '-m', message, '--date', date], {cwd: repo, env: {...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', GIT_COMMITTER_DATE: date}});
  commits.push(git(repo, 'rev-parse', 'HEAD'));
}

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-repo-'));
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-cache-'));
  git(repo, 'init', '-q', '-b', 'main');
  commit('2026-01-05T10:00:00Z', {'openapi/v2.0/openapi.yaml': specYaml()}, 'first spec');
  commit('2026-01-06T10:00:00Z', {'README.md': 'not the spec'}, 'docs only');
  commit('2026-02-01T09:00:00Z', {'openapi/v2.0/openapi.yaml': specYaml({fields: {id: {type: 'integer'}, name: {type: 'string'}}, extra: gadgets})}, 'name and gadgets');
  commit('2026-02-01T15:00:00Z', {'openapi/v2.0/openapi.yaml': specYaml({fields: {id: {type: 'string'}, name: {type: 'string', deprecated: true}}, extra: gadgets, deprecatedParam: true})}, 'retype and deprecate');
  commit('2026-03-01T09:00:00Z', {'openapi/v2.0/openapi.yaml': specYaml({fields: {id: {type: 'string'}, name: {type: 'string', deprecated: true}}, deprecatedParam: true}), 'openapi/v2.0/notes.txt': 'no change to the API'}, 'gadgets go');
});

afterAll(() => {
  fs.rmSync(repo, {recursive: true, force: true});
  fs.rmSync(cacheDir, {recursive: true, force: true});
});

describe('the changelog from git history', () => {
  it('walks only the commits that touched openapi/, oldest first', () => {
    const history = specCommits(repo);
    expect(history.available).toBe(true);
    expect(history.shallow).toBe(false);
    expect(history.commits.map((c) => c.sha)).toEqual([commits[0], commits[2], commits[3], commits[4]]);
    expect(latestSpecCommit(repo)).toBe(commits[4]);
  });

  it('has one entry per change, newest first, each with what was added, changed, deprecated and removed', () => {
    const log = buildChangelog(repo, {cacheDir});
    expect(log.entries.map((e) => e.sha)).toEqual([commits[4], commits[3], commits[2], commits[0]]);
    const [removed, retyped, added, first] = log.entries;
    expect(first.versions).toEqual([expect.objectContaining({version: 'v2.0', firstPublished: true, added: ['GET /v2/widgets']})]);
    expect(added.versions[0].added).toEqual(['GET /v2/gadgets']);
    expect(added.versions[0].changes).toEqual([{where: 'GET /v2/widgets', kind: 'response field (200)', change: 'added', name: 'data[].name', detail: 'string'}]);
    expect(retyped.versions[0].changes.map((c) => `${c.kind} ${c.name} ${c.change}`).sort()).toEqual([
      'parameter page (query) deprecated',
      'response field (200) data[].id retyped',
      'response field (200) data[].name deprecated',
    ]);
    expect(removed.versions[0].removed).toEqual(['GET /v2/gadgets']);
    expect(removed.date).toBe('2026-03-01T09:00:00+00:00');
  });

  it('diffs each commit pair once: a second run reads every pair from the cache', () => {
    const warm = buildChangelog(repo, {cacheDir});
    expect(warm.timings).toMatchObject({pairs: 4, cached: 4, computed: 0});
    expect(fs.readdirSync(cacheDir)).toHaveLength(4);
  });

  it('lists the version folders of each commit once, however many pairs it belongs to', () => {
    const calls = [];
    // runGit's contract (root, args, options): stdout, or null when git fails.
    const counting = (root, args, options = {}) => {
      calls.push(args[0]);
      const result = spawnSync('git', args, {cwd: root, encoding: options.encoding ?? 'utf8', maxBuffer: 1 << 30});
      return result.status === 0 ? result.stdout : null;
    };
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-count-'));
    const {timings: _counted, ...counted} = buildChangelog(repo, {cacheDir: fresh, git: counting});
    const {timings: _plain, ...plain} = buildChangelog(repo, {cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-plain-'))});
    expect(counted).toEqual(plain);
    // Four commits touched openapi/: one listing each.
    expect(calls.filter((command) => command === 'ls-tree')).toHaveLength(4);
    fs.rmSync(fresh, {recursive: true, force: true});
  });

  it('gives the same changelog when built in a worker thread (as gen-api-docs builds it, beside the rest)', async () => {
    const {timings: _direct, ...direct} = buildChangelog(repo, {cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-direct-'))});
    const {timings: _worker, ...fromWorker} = await buildChangelogInWorker(repo);
    expect(fromWorker).toEqual(direct);
    expect(fromWorker.entries).toHaveLength(4);
    fs.rmSync(path.join(repo, 'node_modules'), {recursive: true, force: true});
  });

  it('renders a dated page and its Markdown: days as headings, operations linked, removals first', () => {
    const log = buildChangelog(repo, {cacheDir});
    const opLink = (version, key) => (key === 'GET /v2/widgets' ? '/docs/api/widgets-index/' : null);
    const md = changelogPageMarkdown(log, opLink, '/docs/api/changelog.xml');
    expect(md).toContain('## 2026-02-01\n\n### API v2.0: 2 parameters or fields deprecated, 1 parameter or field type changed\n');
    expect(md).toContain('- [`GET /v2/widgets`](/docs/api/widgets-index.md)\n  - `data[].name`: response field (200) deprecated\n  - `page (query)`: parameter deprecated\n  - `data[].id`: response field (200) type changed: integer → string');
    expect(md).toContain('- Operation removed: `GET /v2/gadgets`');
    expect(md).toContain('- Operation added: `GET /v2/gadgets`');
    expect(md).toContain('## 2026-01-05\n\n### API v2.0 published with 1 operation\n\nAPI v2.0:\n\n- First published, with 1 operation.');
    expect(md.indexOf('## 2026-03-01')).toBeLessThan(md.indexOf('## 2026-02-01'));
    expect(md).toContain('Every change to the published specs since they were first published is listed.');
    const mdx = changelogPageMdx(log, opLink, '/docs/api/changelog.xml');
    expect(mdx).toContain(`<Heading as={"h3"} id={"${entryAnchor(log.entries[0])}"}>`);
    expect(mdx).toContain('<a href={"/docs/api/widgets-index/"}><code>{"GET /v2/widgets"}</code></a>');
    expect(mdx).toContain('<a href={"/docs/api/changelog.xml"}>');
    return expect(compile(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''))).resolves.toBeDefined();
  });

  it('counts instead of listing when a change adds many operations', () => {
    const many = Array.from({length: MAX_LISTED_OPERATIONS + 1}, (_, i) => `GET /v2/w${i}`);
    const log = {available: true, shallow: false, entries: [{sha: 'a'.repeat(40), date: '2026-01-01T00:00:00Z', versions: [{version: 'v2.0', added: many, removed: [], changes: []}]}]};
    const md = changelogPageMarkdown(log, () => null, '/f.xml');
    expect(md).toContain(`- ${MAX_LISTED_OPERATIONS + 1} operations added; the overview's endpoint index lists every operation.`);
    expect(md).not.toContain('GET /v2/w0');
  });
});

describe('the Atom feed', () => {
  /** Parses with a strict XML parser (Python's ElementTree) and returns what a feed reader sees. */
  const parse = (xml) => {
    const script = `
import json, sys, xml.etree.ElementTree as ET
ns = {'a': 'http://www.w3.org/2005/Atom'}
root = ET.fromstring(sys.stdin.buffer.read())
entries = [{'id': e.find('a:id', ns).text, 'title': e.find('a:title', ns).text, 'updated': e.find('a:updated', ns).text,
            'link': e.find('a:link', ns).get('href'), 'content': e.find('a:content', ns).text} for e in root.findall('a:entry', ns)]
print(json.dumps({'tag': root.tag, 'id': root.find('a:id', ns).text, 'updated': root.find('a:updated', ns).text,
                  'self': [l.get('href') for l in root.findall('a:link', ns) if l.get('rel') == 'self'], 'entries': entries}))
`;
    const result = spawnSync('python3', ['-c', script], {input: xml, encoding: 'utf8'});
    if (result.status !== 0) throw new Error(`not well-formed XML: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  const site = {pageUrl: 'https://developers.example.com/docs/api/changelog/', feedUrl: 'https://developers.example.com/docs/api/changelog.xml', siteTitle: 'Salesloft <Developers> & co', authority: 'developers.example.com'};

  it('is well-formed Atom with one entry per dated change, stable ids and links to the entry on the page', () => {
    const log = buildChangelog(repo, {cacheDir});
    const feed = parse(changelogAtom(log, site));
    expect(feed.tag).toBe('{http://www.w3.org/2005/Atom}feed');
    expect(feed.self).toEqual([site.feedUrl]);
    expect(feed.updated).toBe('2026-03-01T09:00:00.000Z');
    expect(feed.entries).toHaveLength(log.entries.length);
    expect(feed.entries.map((e) => e.id)).toEqual(log.entries.map((e) => `tag:developers.example.com,2026:api-changelog:${e.sha}`));
    expect(new Set(feed.entries.map((e) => e.id)).size).toBe(feed.entries.length);
    expect(feed.entries[0].link).toBe(`${site.pageUrl}#change-${commits[4].slice(0, 12)}`);
    expect(feed.entries[1].title).toBe('2026-02-01: API v2.0: 2 parameters or fields deprecated, 1 parameter or field type changed');
    expect(feed.entries[1].content).toBe('API v2.0:\n- GET /v2/widgets\n  - data[].name: response field (200) deprecated\n  - page (query): parameter deprecated\n  - data[].id: response field (200) type changed: integer → string');
    // The same history gives the same ids on the next build.
    expect(parse(changelogAtom(buildChangelog(repo, {cacheDir}), site)).entries.map((e) => e.id)).toEqual(feed.entries.map((e) => e.id));
  });

  it('escapes what it interpolates', () => {
    const xml = changelogAtom({entries: []}, site);
    expect(xml).toContain('<title>Salesloft &lt;Developers&gt; &amp; co: API changelog</title>');
    expect(parse(xml).entries).toEqual([]);
  });
});

describe('incomplete history', () => {
  it('in a shallow clone, starts after the oldest commit present and says so', () => {
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-shallow-'));
    try {
      git(os.tmpdir(), 'clone', '-q', '--depth', '2', `file://${repo}`, shallow);
      const log = buildChangelog(shallow, {cacheDir: path.join(shallow, '.cache')});
      expect(log.shallow).toBe(true);
      // Two commits present (gadgets go, retype): only the newer has a known predecessor.
      expect(log.entries.map((e) => e.sha)).toEqual([commits[4]]);
      expect(historyNote(log)).toBe(
        'This build was made from a shallow clone of the repository, whose history of the specs starts on 2026-02-01: earlier changes are not listed. Builds from a full clone list them all.',
      );
    } finally {
      fs.rmSync(shallow, {recursive: true, force: true});
    }
  });

  it('without git, lists nothing and says why', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-nogit-'));
    try {
      const log = buildChangelog(bare, {cacheDir: path.join(bare, '.cache')});
      expect(log).toMatchObject({available: false, entries: []});
      expect(changelogPageMarkdown(log, () => null, '/f.xml')).toContain('This build had no git history of the specs, so it lists no changes.');
    } finally {
      fs.rmSync(bare, {recursive: true, force: true});
    }
  });
});
