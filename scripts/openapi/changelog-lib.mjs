/**
 * The API changelog (issue 28): every commit that changed openapi/, diffed against the one before it
 * with the spec:diff library (diff-lib.mjs), as a dated page (/docs/api/changelog/, its Markdown twin)
 * and an Atom feed (plugins/api-changelog writes it at the end of the build, when the site's origin
 * is known). generate.mjs calls it.
 *
 * The history is read with git: `git log --first-parent` over openapi/ (the mainline: a merged
 * branch counts as one change, dated when it landed). Each pair of consecutive commits is diffed once
 * and the result cached under node_modules/.cache/api-changelog/, keyed by both commit ids and the
 * diff library's source, so a build after a new commit diffs one pair. A shallow clone lacks the older commits: the changelog
 * then starts at the oldest commit present and says so, rather than reporting that commit's whole
 * spec as new.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {assembleSpec, memoizedYamlLoader} from './bundle-lib.mjs';
import {diffSpecs} from './diff-lib.mjs';

export const CHANGELOG_SLUG = 'changelog';
/** The feed, beside the page's `.md` twin. */
export const CHANGELOG_FEED_HREF = '/docs/api/changelog.xml';
export const CHANGELOG_DATA_FILE = path.join('_changelog', 'changelog.json');
export const CACHE_DIR = path.join('node_modules', '.cache', 'api-changelog');
/** Bump when the cached diff's shape changes; a change to diff-lib.mjs changes the key by itself. */
const CACHE_VERSION = 2;
const DIFF_LIB_HASH = crypto.createHash('sha256').update(fs.readFileSync(new URL('./diff-lib.mjs', import.meta.url))).digest('hex').slice(0, 12);

const VERSION_DIR = /^v\d+\.\d+$/;

/**
 * Runs git in `root`; returns stdout, or null when git fails (no repository, no git). The checkout is
 * declared safe on the command line: in CI's container the clone belongs to another user, and git
 * would otherwise refuse to read it ("dubious ownership") and the changelog would come out empty.
 */
function runGit(root, args, options = {}) {
  const result = spawnSync('git', ['-c', `safe.directory=${fs.realpathSync(root)}`, ...args], {cwd: root, encoding: options.encoding ?? 'utf8', maxBuffer: 1 << 30});
  return result.status === 0 ? result.stdout : null;
}

/** The last mainline commit that changed openapi/, or null without git history. */
export function latestSpecCommit(root, git = runGit) {
  const sha = git(root, ['log', '-1', '--first-parent', '--format=%H', '--', 'openapi']);
  return sha ? sha.trim() || null : null;
}

/**
 * The commits that changed openapi/, oldest first, and whether the clone is shallow.
 * @returns {{available: boolean, shallow: boolean, commits: Array<{sha: string, date: string}>}}
 */
export function specCommits(root, git = runGit) {
  const log = git(root, ['log', '--first-parent', '--reverse', '--format=%H%x09%cI', '--', 'openapi']);
  if (log === null) return {available: false, shallow: false, commits: []};
  const shallow = (git(root, ['rev-parse', '--is-shallow-repository']) ?? '').trim() === 'true';
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha, date] = line.split('\t');
      return {sha, date};
    });
  return {available: true, shallow, commits};
}

/** The API version folders of openapi/ at `sha` (`v<major>.<minor>`, config/apiVersions.mjs' apiSourceFolder), each with its git tree id. */
function versionTrees(root, sha, git) {
  const listing = git(root, ['ls-tree', sha, 'openapi/']);
  if (listing === null) throw new Error(`git ls-tree ${sha} openapi/ failed`);
  const trees = {};
  for (const line of listing.split('\n').filter(Boolean)) {
    const [meta, file] = line.split('\t');
    const [, type, id] = meta.split(' ');
    const name = path.posix.basename(file);
    if (type === 'tree' && VERSION_DIR.test(name)) trees[name] = id;
  }
  return trees;
}

/** One version's spec as it was at `sha`, assembled (null when that commit has no openapi.yaml there). */
function specAt(root, sha, version, git, load) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-changelog-'));
  try {
    const archive = git(root, ['archive', '--format=tar', sha, `openapi/${version}`], {encoding: 'buffer'});
    if (archive === null) throw new Error(`git archive ${sha} openapi/${version} failed`);
    const untar = spawnSync('tar', ['-x', '-C', dir], {input: archive});
    if (untar.status !== 0) throw new Error(`tar failed for ${sha}: ${untar.stderr}`);
    const specDir = path.join(dir, 'openapi', version);
    return fs.existsSync(path.join(specDir, 'openapi.yaml')) ? assembleSpec(specDir, {load, policies: false}).doc : null;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** What changed in each version between two commits' specs; a version missing on one side is empty there. */
export function diffVersions(before, after) {
  const versions = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort().reverse();
  const out = [];
  for (const version of versions) {
    if (before[version] === after[version]) continue;
    const {added, removed, changes} = diffSpecs(before[version] ?? {paths: {}}, after[version] ?? {paths: {}});
    if (!added.length && !removed.length && !changes.length) continue;
    out.push({version, firstPublished: !before[version], lastPublished: !after[version], added, removed, changes});
  }
  return out;
}

/**
 * The changelog: one entry per commit whose specs differ from the previous commit's in the public API,
 * newest first. `timings` says how long it took and how many pairs came from the cache.
 */
export function buildChangelog(root, {git = runGit, cacheDir = path.join(root, CACHE_DIR), now = () => Date.now()} = {}) {
  const started = now();
  const history = specCommits(root, git);
  const entries = [];
  let cached = 0;
  let computed = 0;
  // Specs by git tree id: a version folder a commit did not touch is neither assembled nor diffed again.
  const specs = new Map();
  // A commit changes a few of the specs' files: the others are parsed once for the whole history.
  const load = memoizedYamlLoader();
  // Each commit's version folders are listed once (a commit is read as the newer of one pair and the
  // older of the next, and its folders both to compare them and to assemble them: four git runs).
  const treesBySha = new Map();
  const treesOf = (sha) => {
    if (!treesBySha.has(sha)) treesBySha.set(sha, versionTrees(root, sha, git));
    return treesBySha.get(sha);
  };
  const specsOf = (sha, only) => {
    const trees = treesOf(sha);
    const out = {};
    for (const [version, tree] of Object.entries(trees)) {
      if (only && !only.has(version)) {
        out[version] = tree;
        continue;
      }
      if (!specs.has(tree)) specs.set(tree, specAt(root, sha, version, git, load));
      if (specs.get(tree)) out[version] = specs.get(tree);
    }
    return out;
  };
  /** The versions whose folder differs between two commits (by tree id). */
  const changedVersions = (a, b) => {
    const before = a ? treesOf(a) : {};
    const after = treesOf(b);
    return new Set([...Object.keys(before), ...Object.keys(after)].filter((v) => before[v] !== after[v]));
  };
  fs.mkdirSync(cacheDir, {recursive: true});
  history.commits.forEach((commit, index) => {
    // In a shallow clone the oldest commit present has an unknown predecessor: no entry for it.
    if (index === 0 && history.shallow) return;
    const previous = index === 0 ? null : history.commits[index - 1];
    const cacheFile = path.join(cacheDir, `${CACHE_VERSION}-${DIFF_LIB_HASH}-${previous?.sha ?? 'none'}-${commit.sha}.json`);
    let versions;
    if (fs.existsSync(cacheFile)) {
      versions = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
      cached += 1;
    } else {
      const changed = changedVersions(previous?.sha, commit.sha);
      versions = diffVersions(previous ? specsOf(previous.sha, changed) : {}, specsOf(commit.sha, changed));
      fs.writeFileSync(cacheFile, JSON.stringify(versions));
      computed += 1;
    }
    if (versions.length) entries.push({sha: commit.sha, date: commit.date, versions});
  });
  entries.reverse();
  return {
    available: history.available,
    shallow: history.shallow,
    since: history.shallow ? (history.commits[0]?.date ?? null) : null,
    entries,
    timings: {ms: now() - started, pairs: cached + computed, cached, computed},
  };
}

/**
 * buildChangelog(root) in a worker thread (./changelog-worker.mjs), started at once: the promise
 * resolves with the same changelog, or rejects with the error buildChangelog threw (its message).
 * @param {string} root the site folder
 */
export function buildChangelogInWorker(root) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./changelog-worker.mjs', import.meta.url), {workerData: {root}});
    let settled = false;
    worker.once('message', (message) => {
      settled = true;
      if ('error' in message) reject(new Error(message.error));
      else resolve(message.changelog);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the changelog worker exited (${code}) without a result`));
    });
  });
}

/** An entry's anchor on the page and its id in the feed: from the commit, so it never changes. */
export const entryAnchor = (entry) => `change-${entry.sha.slice(0, 12)}`;
export const entryDay = (entry) => entry.date.slice(0, 10);

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Change kinds in the order a reader needs them: what breaks first. */
const CHANGE_ORDER = ['removed', 'deprecated', 'retyped', 'added'];
const CHANGE_WORDS = {removed: 'removed', deprecated: 'deprecated', retyped: 'type changed', added: 'added'};

/** One line of counts for an entry: "API v2.0: 2 operations added; 3 fields added, 1 changed". */
export function entryTitle(entry) {
  return entry.versions
    .map((v) => {
      if (v.firstPublished) return `API ${v.version} published with ${plural(v.added.length, 'operation')}`;
      if (v.lastPublished) return `API ${v.version} withdrawn (${plural(v.removed.length, 'operation')})`;
      const parts = [];
      if (v.added.length) parts.push(`${plural(v.added.length, 'operation')} added`);
      if (v.removed.length) parts.push(`${plural(v.removed.length, 'operation')} removed`);
      const deprecatedOps = v.changes.filter((c) => c.kind === 'operation').length;
      if (deprecatedOps) parts.push(`${plural(deprecatedOps, 'operation')} deprecated`);
      const fields = v.changes.filter((c) => c.kind !== 'operation');
      for (const change of CHANGE_ORDER) {
        const n = fields.filter((c) => c.change === change).length;
        if (n) parts.push(`${n} ${n === 1 ? 'parameter or field' : 'parameters or fields'} ${CHANGE_WORDS[change]}`);
      }
      return `API ${v.version}: ${parts.join(', ')}`;
    })
    .join('; ');
}

/** More operations than this in one entry are counted, not listed (the first publication of a spec). */
export const MAX_LISTED_OPERATIONS = 20;

/**
 * An entry's details, per version: operations added, removed and deprecated, then each operation
 * whose parameters or fields changed, with those changes, removals first. `opLink(version, key)`
 * gives the page of an operation that still exists (or null).
 * @returns {Array<{version: string, notes: string[], operations: Array<{label: string, key: string | null, href: string | null}>, changed: Array<{key: string, href: string | null, changes: Array<{text: string, name: string}>}>}>}
 */
export function entryDetails(entry, opLink) {
  return entry.versions.map((v) => {
    const out = {version: v.version, notes: [], operations: [], changed: []};
    if (v.firstPublished) {
      out.notes.push(`First published, with ${plural(v.added.length, 'operation')}.`);
      return out;
    }
    if (v.lastPublished) {
      out.notes.push(`Withdrawn: its ${plural(v.removed.length, 'operation')} are gone.`);
      return out;
    }
    if (v.added.length > MAX_LISTED_OPERATIONS) out.notes.push(`${plural(v.added.length, 'operation')} added; the overview's endpoint index lists every operation.`);
    else for (const key of v.added) out.operations.push({label: 'Operation added', key, href: opLink(v.version, key)});
    for (const key of v.removed) out.operations.push({label: 'Operation removed', key, href: null});
    const byOperation = new Map();
    for (const change of v.changes) {
      if (change.kind === 'operation') {
        out.operations.push({label: 'Operation deprecated', key: change.where, href: opLink(v.version, change.where)});
        continue;
      }
      if (!byOperation.has(change.where)) byOperation.set(change.where, []);
      byOperation.get(change.where).push(change);
    }
    for (const [key, changes] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...changes].sort((a, b) => CHANGE_ORDER.indexOf(a.change) - CHANGE_ORDER.indexOf(b.change) || a.name.localeCompare(b.name));
      out.changed.push({
        key,
        href: opLink(v.version, key),
        changes: sorted.map((c) => ({name: c.name, text: `${c.kind} ${CHANGE_WORDS[c.change]}${c.detail ? `: ${c.detail.replace(' -> ', ' → ')}` : ''}`})),
      });
    }
    return out;
  });
}

/** The sentence at the top of the page about the history it was built from. */
export function historyNote(changelog) {
  if (!changelog.available) return 'This build had no git history of the specs, so it lists no changes. Builds from a full clone of the repository do.';
  if (changelog.shallow) {
    return `This build was made from a shallow clone of the repository, whose history of the specs starts on ${changelog.since?.slice(0, 10) ?? 'an unknown date'}: earlier changes are not listed. Builds from a full clone list them all.`;
  }
  return 'Every change to the published specs since they were first published is listed.';
}

const text = (value) => `{${JSON.stringify(String(value))}}`;

/** The page's MDX: entries grouped under their day, newest first. */
export function changelogPageMdx(changelog, opLink, feedHref) {
  const lines = [
    '---',
    `id: ${CHANGELOG_SLUG}`,
    'title: "API changelog"',
    'sidebar_label: Changelog',
    'displayed_sidebar: api-v2.0',
    `description: ${JSON.stringify('Changes to the Salesloft REST API by date: operations and fields added, changed, deprecated and removed, with an Atom feed.')}`,
    'custom_edit_url: null',
    '---',
    '',
    'import Heading from "@theme/Heading";',
    '',
    `<p>${text('Each entry is one change to the published OpenAPI specs, compared with the one before it: operations added, removed or deprecated, and per operation the parameters, request fields and response fields added, removed, deprecated or given another type. Removals and type changes come first, since they are the ones that can break a client.')} <a href=${text(feedHref)}>${text('Subscribe to the Atom feed')}</a>${text(' to hear of new entries.')}</p>`,
    '',
    `<p>${text(historyNote(changelog))}</p>`,
    '',
  ];
  if (changelog.entries.length === 0) lines.push(`<p>${text('No changes to list.')}</p>`, '');
  let day = null;
  for (const entry of changelog.entries) {
    if (entryDay(entry) !== day) {
      day = entryDay(entry);
      lines.push(`<Heading as={"h2"} id=${text(`day-${day}`)}>${text(day)}</Heading>`, '');
    }
    lines.push(`<Heading as={"h3"} id=${text(entryAnchor(entry))}>${text(entryTitle(entry))}</Heading>`, '');
    for (const d of entryDetails(entry, opLink)) {
      const op = (key, href) => (href ? `<a href=${text(href)}><code>${text(key)}</code></a>` : `<code>${text(key)}</code>`);
      lines.push(`<p><strong>${text(`API ${d.version}`)}</strong></p>`, '<ul className="api-changelog__changes">');
      for (const note of d.notes) lines.push(`<li>${text(note)}</li>`);
      for (const o of d.operations) lines.push(`<li>${text(`${o.label}: `)}${op(o.key, o.href)}</li>`);
      for (const c of d.changed) {
        lines.push(`<li>${op(c.key, c.href)}<ul>`);
        for (const change of c.changes) lines.push(`<li><code>${text(change.name)}</code>${text(`: ${change.text}`)}</li>`);
        lines.push('</ul></li>');
      }
      lines.push('</ul>', '');
    }
  }
  return lines.join('\n');
}

/** The page's Markdown twin. Links are site-relative `.md` (plugins/markdown-export makes them absolute). */
export function changelogPageMarkdown(changelog, opLink, feedHref) {
  const lines = [
    '# API changelog',
    '',
    'Each entry is one change to the published OpenAPI specs, compared with the one before it: operations added, removed or deprecated, and per operation the parameters, request fields and response fields added, removed, deprecated or given another type.',
    '',
    `Atom feed: ${feedHref}`,
    '',
    historyNote(changelog),
    '',
  ];
  if (changelog.entries.length === 0) lines.push('No changes to list.', '');
  let day = null;
  for (const entry of changelog.entries) {
    if (entryDay(entry) !== day) {
      day = entryDay(entry);
      lines.push(`## ${day}`, '');
    }
    lines.push(`### ${entryTitle(entry)}`, '');
    for (const d of entryDetails(entry, opLink)) {
      const op = (key, href) => (href ? `[\`${key}\`](${href.replace(/\/$/, '.md')})` : `\`${key}\``);
      lines.push(`API ${d.version}:`, '');
      for (const note of d.notes) lines.push(`- ${note}`);
      for (const o of d.operations) lines.push(`- ${o.label}: ${op(o.key, o.href)}`);
      for (const c of d.changed) {
        lines.push(`- ${op(c.key, c.href)}`);
        for (const change of c.changes) lines.push(`  - \`${change.name}\`: ${change.text}`);
      }
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const xml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The Atom feed (RFC 4287): one entry per change, its id a tag URI built from the commit (stable
 * across builds), its link the entry's anchor on the page, its content the entry's details as text.
 * `pageUrl` and `feedUrl` are absolute.
 */
export function changelogAtom(changelog, {pageUrl, feedUrl, siteTitle, authority}, opLink = () => null) {
  const updated = changelog.entries[0]?.date ?? '1970-01-01T00:00:00Z';
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xml(`${siteTitle}: API changelog`)}</title>`,
    `  <subtitle>${xml('Operations and fields of the Salesloft REST API added, changed, deprecated and removed.')}</subtitle>`,
    `  <id>${xml(`tag:${authority},2026:api-changelog`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(pageUrl)}"/>`,
    `  <updated>${xml(new Date(updated).toISOString())}</updated>`,
    `  <author><name>${xml(siteTitle)}</name></author>`,
  ];
  for (const entry of changelog.entries) {
    const details = entryDetails(entry, opLink)
      .map((d) =>
        [
          `API ${d.version}:`,
          ...d.notes.map((note) => `- ${note}`),
          ...d.operations.map((o) => `- ${o.label}: ${o.key}`),
          ...d.changed.flatMap((c) => [`- ${c.key}`, ...c.changes.map((change) => `  - ${change.name}: ${change.text}`)]),
        ].join('\n'),
      )
      .join('\n\n');
    out.push(
      '  <entry>',
      `    <id>${xml(`tag:${authority},2026:api-changelog:${entry.sha}`)}</id>`,
      `    <title>${xml(`${entryDay(entry)}: ${entryTitle(entry)}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(`${pageUrl}#${entryAnchor(entry)}`)}"/>`,
      `    <updated>${xml(new Date(entry.date).toISOString())}</updated>`,
      `    <content type="text">${xml(details)}</content>`,
      '  </entry>',
    );
  }
  out.push('</feed>', '');
  return out.join('\n');
}
