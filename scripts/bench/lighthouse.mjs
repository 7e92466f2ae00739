#!/usr/bin/env node
/**
 * Lighthouse (the npm package) against Debian's Chromium: performance and accessibility scores of a
 * page, mobile (Lighthouse's default: emulated Moto G Power, simulated slow 4G, 4x CPU slowdown) or
 * desktop (Lighthouse's desktop preset). Used by `npm run bench`; alone, for one page of the last
 * build (served by scripts/serve) or any URL:
 *
 *   npm run bench -- lighthouse /docs/platform/intro/ [--desktop] [--runs 5]
 *   npm run bench -- lighthouse http://127.0.0.1:4173/docs/platform/intro/
 *   npm run bench -- lighthouse /docs/api/people-index/ --runs 8 --dirs build,/tmp/other-build
 *
 * With --dirs, the builds take turns (one run of each per round, one Chromium for all), so that a
 * change in the machine's load falls on every build alike; each build's line gives every run's score
 * and Total Blocking Time, since TBT moves from run to run far more than the score (decision 0024).
 */
import path from 'node:path';
import {isMain, launchChrome, measureBuildsInTurn, parseArgs, percentile, root, serveBuild} from './lib.mjs';

/** Scores (0..1) of one run, the metrics behind the performance score and the failing accessibility audits. */
async function runLighthouse(chrome, url, desktop) {
  const {default: lighthouse} = await import('lighthouse');
  const desktopConfig = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']};
  const {categories, audits, environment, runtimeError} = (await lighthouse(url, flags, desktopConfig)).lhr;
  const weighted = new Set(categories.accessibility.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    lcp: audits['largest-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    failingA11y: Object.values(audits).filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1).map((a) => a.id),
    // Lighthouse's measure of this machine's CPU speed for the run; scores drop on a busy machine.
    benchmarkIndex: environment?.benchmarkIndex ?? 0,
    error: runtimeError?.message,
  };
}

/**
 * `runs` runs of `url`: the median performance score (one run's score, so that `detail` and
 * `failingA11y` can be that run's) and the lowest accessibility score; `detail` gives the median
 * run's LCP, TBT and CLS, every run's performance score and the median `benchmarkIndex` on one line.
 */
export async function lighthouseRuns(chrome, url, {desktop = false, runs = 5} = {}) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await runLighthouse(chrome, url, desktop));
  const performance = percentile(all.map((r) => r.performance ?? 0), 50);
  const m = all.find((r) => (r.performance ?? 0) === performance);
  const benchmarkIndex = percentile(all.map((r) => r.benchmarkIndex), 50);
  const detail =
    `LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt?.toFixed(0)} ms, CLS ${m.cls?.toFixed(3)}; ` +
    `runs ${all.map((r) => r.performance?.toFixed(2)).join(' ')}, benchmarkIndex ${benchmarkIndex.toFixed(0)}${m.error ? `; ${m.error}` : ''}`;
  return {performance, accessibility: Math.min(...all.map((r) => r.accessibility ?? 0)), failingA11y: m.failingA11y, detail};
}

/**
 * One line per build of runs taken in turn (`--dirs`): the median score and TBT, then every run as
 * score/TBT in the order they ran, and the median `benchmarkIndex`.
 */
export function formatInTurn(target, build, all) {
  // As lighthouseRuns: one of the values (the upper middle one of an even count), not an average.
  const p50 = (xs) => percentile(xs, 50);
  const runs = all.map((r) => `${(r.performance ?? 0).toFixed(2)}/${(r.tbt ?? 0).toFixed(0)}`).join(' ');
  return (
    `${target} ${build}: performance ${p50(all.map((r) => r.performance ?? 0)).toFixed(2)}, ` +
    `TBT median ${p50(all.map((r) => r.tbt ?? 0)).toFixed(0)} ms; runs (score/TBT ms) ${runs}; benchmarkIndex ${p50(all.map((r) => r.benchmarkIndex)).toFixed(0)}`
  );
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2), ['desktop']);
  const target = args._?.[0] ?? '/';
  const desktop = Boolean(args.desktop);
  const runs = Number(args.runs ?? 1);
  if (args.dirs) {
    const rows = await measureBuildsInTurn({
      dirs: String(args.dirs).split(',').map((d) => path.resolve(root, d)),
      paths: [target],
      runs,
      measure: (chrome, url) => runLighthouse(chrome, url, desktop),
      launch: launchChrome,
      close: (chrome) => chrome.kill(),
    });
    for (const {build, all} of rows) console.log(formatInTurn(target, build, all));
  } else {
    const server = target.startsWith('/') ? await serveBuild() : null;
    const chrome = await launchChrome();
    try {
      const r = await lighthouseRuns(chrome, (server?.origin ?? '') + target, {desktop, runs});
      const failing = r.failingA11y.length > 0 ? ` (${r.failingA11y.join(', ')})` : '';
      console.log(`${target} ${desktop ? 'desktop' : 'mobile'}: performance ${r.performance.toFixed(2)} (${r.detail}), accessibility ${r.accessibility.toFixed(2)}${failing}`);
    } finally {
      await chrome.kill();
      await server?.close();
    }
  }
}
