#!/usr/bin/env node
/**
 * The browser's own work on a page's first frame, in CPU time: style recalculation, layout and
 * paint from navigation to the first contentful paint, with the page's scripts blocked so that only
 * the server HTML and the CSS count. This is the task that Lighthouse's simulation multiplies by 4
 * and often counts as blocking time on a docs page (decisions 0020, 0021). Builds are loaded in
 * turn, so that a change in the machine's load falls on each alike; medians over the runs:
 *
 *   npm run bench -- first-frame [/path/ ...] [--runs 9] [--dirs build,/tmp/other-build] [--width 1280]
 *
 * Without --width: Lighthouse's phone (412 px at 1.75 device pixels per CSS pixel).
 * Without paths: one page per page type (page-weight.mjs) and a webhook event page.
 */
import path from 'node:path';
import {PAGE_TYPES} from './page-weight.mjs';
import {formatTable, isMain, measureBuildsInTurn, median, parseArgs, root} from './lib.mjs';

const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/**
 * CPU (ms) of the renderer main thread's style, layout and paint events up to the first contentful
 * paint, and the longest task in that span.
 */
export function firstFrameFromTrace(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no firstContentfulPaint event');
  const mine = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ts <= fcp.ts);
  const cpu = (e) => (e.tdur ?? e.dur ?? 0) / 1000;
  const sum = (name) => mine.filter((e) => e.name === name).reduce((total, e) => total + cpu(e), 0);
  const tasks = mine.filter((e) => e.name === 'RunTask').map(cpu);
  return {style: sum('UpdateLayoutTree'), layout: sum('Layout'), paint: sum('Paint'), longest: tasks.length ? Math.max(...tasks) : 0};
}

async function measure(browser, url, width) {
  const page = await browser.newPage(width ? {viewport: {width, height: 900}} : PHONE);
  await page.route('**/*.js', (route) => route.abort());
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
  await page.goto(url, {waitUntil: 'load'});
  // On a busy machine the paint can come well after the load event.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.waitForTimeout(300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  return firstFrameFromTrace(events);
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const runs = Number(args.runs ?? 9);
  const width = args.width ? Number(args.width) : undefined;
  const dirs = String(args.dirs ?? 'build').split(',').map((d) => path.resolve(root, d));
  const paths = args._?.length ? args._ : [...PAGE_TYPES.map((p) => p.path), '/docs/api/webhook-person-updated/'];
  const rows = await measureBuildsInTurn({dirs, paths, runs, measure: (browser, url) => measure(browser, url, width)});
  console.log(`first frame, ${width ? `${width} px` : 'phone'}, scripts blocked, medians of ${runs} runs (ms CPU)`);
  const table = rows.map(({path: p, build, all}) => {
    const of = (k) => median(all.map((x) => x[k])).toFixed(1);
    return [p, build, of('style'), of('layout'), of('paint'), of('longest')];
  });
  console.log(formatTable(['page', 'build', 'style', 'layout', 'paint', 'longest task'], table, {left: 2}));
}
