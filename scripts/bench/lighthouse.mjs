/**
 * Lighthouse (the npm package) against Debian's Chromium: performance and accessibility scores of
 * a page, mobile (Lighthouse's default: emulated Moto G Power, simulated slow 4G, 4x CPU slowdown)
 * or desktop (Lighthouse's desktop preset). Used by `npm run bench`; standalone:
 *
 *   node scripts/bench/lighthouse.mjs http://127.0.0.1:4173/docs/platform/intro/ [--desktop]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const chrome = await launchChrome();
  try {
    const r = await runLighthouse(chrome, process.argv[2], {desktop: process.argv.includes('--desktop')});
    console.log(JSON.stringify(r, null, 2));
  } finally {
    await chrome.kill();
  }
}
