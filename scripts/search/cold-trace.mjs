#!/usr/bin/env node
/**
 * Where a cold page's first search goes, step by step: the shortcut pressed on a fresh page, the
 * modal's input, "webhook" typed at once, the first hits on screen (the run of bench.mjs's cold
 * figure), traced by Chromium. Prints, per run, a timeline from the key press: page marks (keys,
 * modal input, loading screen, first hits, the worker's messages), network requests, and the main
 * thread's and the worker's tasks over `--task-ms` (wall and CPU), then the steps after the modal
 * opened (input to first key, key to search posted, to the reply first shown, to hits on screen)
 * and the CPU the main thread and the worker spent meanwhile. On a busy machine wall times swell
 * several-fold; the CPU figures compare builds better. `--dirs` interleaves builds round by round.
 * Not a test.
 *
 *   node scripts/search/cold-trace.mjs [--dirs build,/tmp/other] [--rounds 3] [--task-ms 8] [--quiet]
 */
import os from 'node:os';
import path from 'node:path';
import {launchChromium, parseArgs, root, serveBuild} from '../bench/lib.mjs';
import {coldFirstHits} from './cold-search.mjs';

const args = parseArgs(process.argv.slice(2), ['quiet']);
const dirs = String(args.dirs ?? 'build').split(',').map((d) => path.resolve(root, d));
const rounds = Number(args.rounds ?? 3);
const taskMs = Number(args['task-ms'] ?? 8);

// Page marks, in the trace as user timing. The worker is wrapped so that its messages are marked.
function instrument() {
  const mark = (name) => performance.mark(`ct:${name}`);
  addEventListener('keydown', (e) => mark(`keydown ${e.key}`), true);
  addEventListener('input', (e) => e.target?.matches?.('.DocSearch-Input') && mark(`input "${e.target.value}"`), true);
  const seen = new Set();
  const watch = [
    ['.DocSearch-Modal', 'modal in DOM'],
    ['.DocSearch-Input', 'input in DOM'],
    ['.DocSearch-LoadingScreen', 'loading screen shown'],
    ['.DocSearch-NoResults', 'no-results shown'],
    ['.DocSearch-Hit mark', 'first hits shown'],
  ];
  new MutationObserver(() => {
    for (const [selector, name] of watch) {
      const present = !!document.querySelector(selector);
      if (present && !seen.has(selector)) {
        seen.add(selector);
        mark(name);
      } else if (!present && seen.has(selector) && selector === '.DocSearch-LoadingScreen') {
        seen.delete(selector);
        mark('loading screen gone');
      }
    }
  }).observe(document, {childList: true, subtree: true});
  addEventListener('focusin', (e) => e.target?.matches?.('.DocSearch-Input') && mark('input focused'), true);
  const Original = window.Worker;
  if (!Original) return;
  window.Worker = class extends Original {
    constructor(...a) {
      super(...a);
      mark('worker created');
      this.addEventListener('message', (e) => {
        const r = e.data ?? {};
        mark(`reply ${r.id} ${r.ok ? ('supersededBy' in r ? `superseded by ${r.supersededBy}` : `${r.results?.[0]?.nbHits ?? 0} hits`) : 'error'}`);
      });
    }
    postMessage(message, ...rest) {
      mark(`post ${message?.id} ${message?.type}${message?.requests ? ` "${message.requests[0]?.query}"` : ''}`);
      return super.postMessage(message, ...rest);
    }
  };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'devtools.timeline.async'];

function shortUrl(url) {
  if (!url) return '';
  try {
    const u = new URL(url);
    return u.pathname.split('/').filter(Boolean).slice(-1)[0] ?? u.pathname;
  } catch {
    return url.slice(-40);
  }
}

/** The script a task ran, from its first FunctionCall / EvaluateScript / compile child. */
function taskLabel(events, task) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts <= end && e !== task && e.ph === 'X');
  const named = inside
    .filter((e) => ['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'V8.GC_MARK_COMPACTOR', 'BlinkGC.AtomicPhase', 'v8.run'].includes(e.name))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((e) => {
      const d = e.args?.data ?? {};
      const what = d.url ? shortUrl(d.url) : d.type ?? d.functionName ?? e.args?.fileName ?? '';
      return `${e.name}${what ? ` ${what}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
    });
  return named.join(', ');
}

async function traceOnce(browser, origin) {
  const context = await browser.newContext();
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const {fromKey, fromOpen} = await coldFirstHits(page, origin, {
    beforePress: async () => {
      await page.waitForTimeout(300);
      await browser.startTracing(page, {categories: CATEGORIES});
    },
  });
  await page.waitForTimeout(100);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return {events, benchFromKey: fromKey, benchFromOpen: fromOpen};
}

function analyse(events) {
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('ct:') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b' || e.ph === 'i'));
  const uniq = new Map();
  for (const m of marks) if (!uniq.has(`${m.name}@${m.ts}`)) uniq.set(`${m.name}@${m.ts}`, m);
  const sorted = [...uniq.values()].sort((a, b) => a.ts - b.ts);
  const start = sorted.find((m) => m.name === 'ct:keydown k');
  if (!start) throw new Error('no key press mark in the trace');
  const pagePid = start.pid;
  const threads = new Map();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const mainTid = start.tid;
  const workerTids = [...threads.entries()].filter(([k, v]) => k.startsWith(`${pagePid}:`) && /Worker/i.test(v)).map(([k]) => Number(k.split(':')[1]));
  const end = sorted.find((m) => m.name === 'ct:first hits shown')?.ts ?? sorted.at(-1).ts;
  const rel = (ts) => ((ts - start.ts) / 1000).toFixed(0).padStart(5);
  const rows = [];
  for (const m of sorted) rows.push([m.ts, `${rel(m.ts)}  mark    ${m.name.slice(3)}`]);
  const sends = new Map();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest') sends.set(e.args.data.requestId, e);
  }
  for (const e of events) {
    if (e.name !== 'ResourceFinish') continue;
    const s = sends.get(e.args.data.requestId);
    if (!s || e.ts < start.ts - 5000 || s.ts > end) continue;
    rows.push([s.ts, `${rel(s.ts)}  net     ${shortUrl(s.args.data.url)} requested`]);
    rows.push([e.ts, `${rel(e.ts)}  net     ${shortUrl(s.args.data.url)} finished (${((e.ts - s.ts) / 1000).toFixed(0)} ms)`]);
  }
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== pagePid || (e.dur ?? 0) < taskMs * 1000) continue;
    if (e.ts + e.dur < start.ts || e.ts > end) continue;
    const who = e.tid === mainTid ? 'main  ' : workerTids.includes(e.tid) ? 'worker' : null;
    if (!who) continue;
    rows.push([e.ts, `${rel(e.ts)}  ${who}  task ${(e.dur / 1000).toFixed(0)} ms (cpu ${((e.tdur ?? 0) / 1000).toFixed(0)}) [${taskLabel(events, e)}]`]);
  }
  rows.sort((a, b) => a[0] - b[0]);
  // The steps after the modal opened: its input in the DOM, the first key typed into it, that key's
  // search posted, the reply whose hits were shown first, those hits on screen.
  const at = (name, after = -Infinity) => sorted.find((m) => m.ts >= after && m.name.startsWith(`ct:${name}`))?.ts;
  const open = at('input in DOM');
  const key = at('keydown', open);
  const post = at('post', key);
  const shown = at('first hits shown');
  const reply = [...sorted].reverse().find((m) => m.ts <= shown && /^ct:reply \d+ [1-9]\d* hits/.test(m.name))?.ts;
  const busy = (tid, from, to) => {
    let wall = 0;
    let cpu = 0;
    for (const e of events) {
      if (e.name !== 'RunTask' || e.pid !== pagePid || e.tid !== tid || !e.dur) continue;
      const s0 = Math.max(e.ts, from);
      const s1 = Math.min(e.ts + e.dur, to);
      if (s1 <= s0) continue;
      wall += s1 - s0;
      cpu += ((e.tdur ?? 0) * (s1 - s0)) / e.dur;
    }
    return `${(wall / 1000).toFixed(0)} ms busy (cpu ${(cpu / 1000).toFixed(0)})`;
  };
  // Main-thread CPU after the modal opened, by what each task ran: the reader's keys, the worker's
  // replies, timers and frames, the rest (React's scheduler, layout, paint).
  const kinds = {};
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== pagePid || e.tid !== mainTid || !e.dur || e.ts < open || e.ts > shown) continue;
    const end = e.ts + e.dur;
    const child = events.find((c) => c.pid === pagePid && c.tid === mainTid && c.ts >= e.ts && c.ts <= end && c.ph === 'X' && ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame'].includes(c.name) && (c.dur ?? 0) > 0);
    let kind = 'other';
    if (child?.name === 'EventDispatch') kind = ['keydown', 'keypress', 'keyup', 'input', 'textInput', 'beforeinput'].includes(child.args?.data?.type) ? 'keys' : `event ${child.args?.data?.type}`;
    else if (child?.name === 'FunctionCall') kind = /onmessage/.test(child.args?.data?.functionName ?? '') ? 'worker reply' : `script ${shortUrl(child.args?.data?.url)}`;
    else if (child) kind = child.name;
    kinds[kind] = (kinds[kind] ?? 0) + (e.tdur ?? 0) / 1000;
  }
  const ms = (a, b) => (a && b ? `${((b - a) / 1000).toFixed(0)} ms` : '?');
  const summary = {
    'key to modal input': ms(start.ts, open),
    'input to first key': ms(open, key),
    'key to search posted': ms(key, post),
    'search posted to first shown reply': ms(post, reply),
    'reply to hits on screen': ms(reply, shown),
    'after open, total': ms(open, shown),
    'main after open': busy(mainTid, open, shown),
    'worker after open': workerTids.map((t) => busy(t, open, shown)).filter((b) => !b.startsWith('0 ms')).join(' / '),
    'main cpu after open by kind': Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '),
  };
  return {lines: rows.map((r) => r[1]), summary};
}

const servers = await Promise.all(dirs.map((d) => serveBuild(d)));
const browser = await launchChromium();
try {
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < dirs.length; i += 1) {
      const {events, benchFromKey, benchFromOpen} = await traceOnce(browser, servers[i].origin);
      console.log(`\n== ${path.relative(root, dirs[i]) || dirs[i]} round ${round + 1}: bench-style ${benchFromKey} ms from key, ${benchFromOpen} ms from open`);
      const {lines, summary} = analyse(events);
      if (!args.quiet) for (const line of lines) console.log(line);
      for (const [k, v] of Object.entries(summary)) console.log(`  ${k.padEnd(36)} ${v}`);
      console.log(`  load average                         ${os.loadavg()[0].toFixed(1)}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}
