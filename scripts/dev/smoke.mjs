#!/usr/bin/env node
/**
 * `npm run smoke:dev [-- --port P]`: the development server as a writer uses it. Starts `npm start`
 * (on port 4510 unless told), then in headless Chromium:
 *
 * 1. opens the home page (full load) and waits for its h1;
 * 2. goes client-side (the router, no page load) to a guide, an API operation page, a webhook event
 *    page and back home, each route's code compiled on demand by the dev server as it is asked for;
 *    on each, the h1 the page should have;
 * 3. on the API operation page, the request panel with its URL, and the explorer opened;
 * 4. opens an API page not visited yet with a full load (a route compiled on demand for a fresh page).
 *
 * Fails (exit 1, naming the step) on any page error, console error or failed script request of the
 * pages, on a step that does not show what it should within STEP_TIMEOUT, and when a navigation
 * meant to stay in the page reloaded it. The route chunks the dev server names are what broke
 * before ("Loading chunk 12 failed" with natural chunk ids under lazy compilation, decision 0014).
 *
 * It uses the caches and generated API docs that are there (`npm test` has just generated them);
 * `--cold` removes .docusaurus/ and Rspack's cache first (not the generated docs). Prints the time
 * of each step.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gotoWhenListening, launchChromium, parseArgs, portFree, root, untilListening} from '../bench/lib.mjs';
import {FRESH_ROUTE, SMOKE_ROUTES, isReportedProblem} from './smoke-lib.mjs';

const args = parseArgs(process.argv.slice(2), ['cold']);
const port = Number(args.port ?? 4510);
/** From spawning the server to the home page rendered; a cold start on a loaded 2-core machine takes longer than a warm one. */
const START_TIMEOUT = Number(args['start-timeout'] ?? 180) * 1000;
/** Each later step, its route compiled on demand included. */
const STEP_TIMEOUT = Number(args['step-timeout'] ?? 60) * 1000;

if (!(await portFree(port))) {
  console.error(`smoke:dev: port ${port} is in use; pick another with --port`);
  process.exit(2);
}
if (args.cold) for (const dir of ['.docusaurus', 'node_modules/.cache/rspack']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});

const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const log = [];
// Its own process group, so that stopping it stops docusaurus and the generation with it.
const server = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
for (const stream of [server.stdout, server.stderr]) stream.on('data', (data) => log.push(data.toString()));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(signal ?? code)));
const stop = async () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await exited;
};

const problems = [];
let step = 'starting';
// The first problem ends the run at once, rather than the step's timeout with the problem unsaid.
let reportProblem;
const firstProblem = new Promise((_, reject) => {
  reportProblem = reject;
});
firstProblem.catch(() => {});
const problem = (text) => {
  problems.push(text);
  reportProblem(new Error(text));
};
/** Waits for `promise`, or fails with the first problem the page reports meanwhile. */
const unlessProblem = (promise) => Promise.race([promise, firstProblem]);
const browser = await launchChromium();
let failure = null;
try {
  const page = await browser.newPage();
  const origin = `http://localhost:${port}`;
  page.on('pageerror', (error) => problem(`${step}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (isReportedProblem(message.type(), message.text())) problem(`${step}: console ${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') problem(`${step}: script request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) problem(`${step}: script ${response.url()} answered ${response.status()}`);
  });
  const checkProblems = () => {
    if (problems.length) throw new Error(problems.join('\n'));
  };

  const [home, ...others] = SMOKE_ROUTES;
  step = `full load of ${home.path}`;
  const deadline = t0 + START_TIMEOUT;
  // The server ending before it serves the page fails the step at once, not at its deadline.
  const serverGone = exited.then(() => {
    throw new Error(`npm start exited before serving the home page`);
  });
  serverGone.catch(() => {});
  // Where a slow start goes: the server listening (Docusaurus loaded), its first answer (the
  // client bundle compiled), the page rendered.
  const listening = async (url, options) => {
    await untilListening(url, options);
    console.log(`smoke:dev: ${elapsed()} the server listens`);
  };
  await Promise.race([gotoWhenListening(page, `${origin}${home.path}`, {deadline, retryMs: 200, listening}), serverGone]);
  console.log(`smoke:dev: ${elapsed()} the home page answered`);
  await unlessProblem(page.getByRole('heading', {level: 1, name: home.h1}).waitFor({state: 'visible', timeout: Math.max(1, deadline - performance.now())}));
  checkProblems();
  console.log(`smoke:dev: ${elapsed()} home page rendered (full load)`);

  // A marker that a page load would wipe: each navigation below must keep it.
  await page.evaluate(() => {
    window.__smokeSamePage = true;
  });
  for (const route of [...others, home]) {
    step = `client-side navigation to ${route.path}`;
    // The router's own history: react-router follows popstate, as it does for the back button.
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, route.path);
    await unlessProblem(page.getByRole('heading', {level: 1, name: route.h1}).waitFor({state: 'visible', timeout: STEP_TIMEOUT}));
    if (!(await page.evaluate(() => window.__smokeSamePage === true))) throw new Error(`the page was reloaded instead of navigated`);
    if (route.check === 'api-explorer') await unlessProblem(checkApiExplorer(page, route));
    checkProblems();
    console.log(`smoke:dev: ${elapsed()} ${route.path} rendered (client-side)`);
  }

  const fresh = FRESH_ROUTE;
  step = `full load of ${fresh.path}`;
  await unlessProblem(page.goto(`${origin}${fresh.path}`, {timeout: STEP_TIMEOUT}));
  await unlessProblem(page.getByRole('heading', {level: 1, name: fresh.h1}).waitFor({state: 'visible', timeout: STEP_TIMEOUT}));
  // Late errors: the last page's on-demand chunks and hot updates settle.
  await unlessProblem(page.waitForLoadState('networkidle', {timeout: STEP_TIMEOUT}));
  checkProblems();
  console.log(`smoke:dev: ${elapsed()} ${fresh.path} rendered (full load, not visited before)`);
} catch (error) {
  failure = error;
} finally {
  await browser.close();
  await stop();
}

if (failure) {
  const others = problems.filter((text) => !String(failure.message).includes(text));
  console.error(`smoke:dev: FAILED at ${step} (${elapsed()}):\n${String(failure.message ?? failure)}${others.length ? `\n${others.join('\n')}` : ''}`);
  console.error(`smoke:dev: the server's output:\n${log.join('').split('\n').slice(-40).join('\n')}`);
  process.exit(1);
}
console.log(`smoke:dev: passed in ${elapsed()}`);

/** The operation's request panel (its URL) and the explorer, which loads on demand. */
async function checkApiExplorer(page, route) {
  const panel = page.getByRole('region', {name: 'Try this request'});
  await panel.locator('code').first().filter({hasText: route.requestUrl}).waitFor({state: 'visible', timeout: STEP_TIMEOUT});
  await page.getByRole('button', {name: 'Open the API explorer'}).click({timeout: STEP_TIMEOUT});
  await page.getByRole('button', {name: 'Send API Request'}).waitFor({state: 'visible', timeout: STEP_TIMEOUT});
}
