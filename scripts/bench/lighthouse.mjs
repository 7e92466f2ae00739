/**
 * Lighthouse (the npm package) against Debian's Chromium: performance and accessibility scores of
 * a page, mobile (Lighthouse's default: emulated Moto G Power, simulated slow 4G, 4x CPU slowdown)
 * or desktop (Lighthouse's desktop preset). Used by `npm run bench`; alone, for one page of the last
 * build (served by scripts/serve) or any URL:
 *
 *   npm run bench -- lighthouse /docs/platform/intro/ [--desktop] [--runs 5]
 *   npm run bench -- lighthouse http://127.0.0.1:4173/docs/platform/intro/
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {parseArgs, percentile, serveBuild} from './lib.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches one headless Chromium for a series of runs; call `close()` when done. */
export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    logLevel: 'silent',
  });
}

/**
 * Scores of `url` (0..1), plus the metrics behind the performance score and the failing
 * accessibility audits, so a score below target says why.
 */
export async function runLighthouse(chrome, url, {desktop = false} = {}) {
  const result = await lighthouse(
    url,
    {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']},
    desktop ? desktopConfig : undefined,
  );
  const {categories, audits} = result.lhr;
  const metric = (id) => audits[id]?.numericValue;
  const failing = Object.values(audits)
    .filter((a) => categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1)
    .map((a) => a.id);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    failingA11y: failing,
    // Lighthouse's measure of this machine's CPU speed for the run; scores drop on a busy machine.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex,
    runtimeError: result.lhr.runtimeError?.message,
  };
}

/**
 * `runs` runs of `url`: the median performance score with that run's metrics (`median`), the lowest
 * accessibility score, every run's scores and the median `benchmarkIndex`.
 */
export async function lighthouseRuns(chrome, url, {desktop = false, runs = 5} = {}) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await runLighthouse(chrome, url, {desktop}));
  const performance = percentile(all.map((r) => r.performance), 50);
  return {
    performance,
    accessibility: Math.min(...all.map((r) => r.accessibility)),
    median: all.find((r) => r.performance === performance),
    runs: all.map((r) => r.performance),
    benchmarkIndex: percentile(all.map((r) => r.benchmarkIndex ?? 0), 50),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv, ['desktop']);
  const target = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs') ?? '/';
  const server = target.startsWith('/') ? await serveBuild() : null;
  const chrome = await launchChrome();
  try {
    const r = await lighthouseRuns(chrome, (server?.origin ?? '') + target, {desktop: Boolean(args.desktop), runs: Number(args.runs ?? 1)});
    console.log(JSON.stringify(r, null, 2));
  } finally {
    await chrome.kill();
    await server?.close();
  }
}
