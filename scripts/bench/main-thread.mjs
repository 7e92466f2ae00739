#!/usr/bin/env node
/**
 * Main-thread work while a page of the last build loads, measured in CPU time, so that a busy
 * machine disturbs it less than Lighthouse's wall-clock figures: Chromium's trace gives each
 * main-thread task its thread time (`tdur`). For each task after the first contentful paint it adds
 * what Lighthouse's Total Blocking Time would count at its mobile preset's 4x CPU slowdown,
 * max(0, 4 x cpu - 50 ms), and prints the median over the runs with the longest task and the total
 * CPU after the paint. It is an estimate of Lighthouse's TBT, not the same figure (Lighthouse
 * simulates the network too); use it to compare two builds, side by side in the same run:
 *
 *   npm run bench -- main-thread [/path/ ...] [--runs 5] [--dirs build,/tmp/other-build]
 *
 * Without paths: one page per page type (page-weight.mjs) and a webhook event page.
 */
import path from 'node:path';
import {PAGE_TYPES} from './page-weight.mjs';
import {formatTable, isMain, measureBuildsInTurn, median, parseArgs, root} from './lib.mjs';

/** Lighthouse's mobile preset: a 412 x 823 viewport at 1.75 device pixels per CSS pixel. */
const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Blocking time at the slowdown, longest task and total CPU (ms) of the main-thread tasks after FCP in a trace. */
export function blockingFromTrace(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no firstContentfulPaint event');
  let blocking = 0;
  let longest = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    cpu += ms;
    longest = Math.max(longest, ms);
    blocking += Math.max(0, SLOWDOWN * ms - LONG_TASK_MS);
  }
  return {blocking, longest, cpu};
}

async function measure(browser, url) {
  const page = await browser.newPage(MOBILE);
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']});
  await page.goto(url, {waitUntil: 'load'});
  // Hydration, effects and idle-time work follow the load event.
  await page.waitForTimeout(2500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  return blockingFromTrace(events);
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const runs = Number(args.runs ?? 5);
  const dirs = String(args.dirs ?? 'build').split(',').map((d) => path.resolve(root, d));
  const paths = args._?.length ? args._ : [...PAGE_TYPES.map((p) => p.path), '/docs/api/webhook-person-updated/'];
  // The builds in turn, so that a change in the machine's load falls on every build alike.
  const rows = await measureBuildsInTurn({dirs, paths, runs, measure});
  const table = rows.map(({path: p, build, all}) => {
    const of = (k) => median(all.map((x) => x[k])).toFixed(0);
    return [p, build, of('blocking'), of('longest'), of('cpu'), all.map((x) => x.blocking.toFixed(0)).join(' ')];
  });
  console.log(formatTable(['page', 'build', 'TBT est. (ms, 4x)', 'longest task (ms CPU)', 'CPU after FCP (ms)', 'runs'], table, {left: 2}));
}
