import {defineConfig, devices} from '@playwright/test';

/** Port of the served production build during e2e runs. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the served production build (`npm run build` first), in Debian's
 * Chromium. Never a downloaded browser: scripts/ensure-chromium.mjs installs the Debian package.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous: axe on a full API operation page takes several seconds on a 2-core machine.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, console, network) and one screenshot.
    // The trace's screencast is off: it cost ~20 % of the suite's time (the GPU process encoding
    // frames for every test that passes), and the DOM snapshots show the same states.
    trace: {mode: 'retain-on-failure', screenshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  // The build as the CDN serves it (scripts/serve): compressed, and with build/_headers applied, so
  // every test runs under the build's Content-Security-Policy. A test build's policy also admits the
  // sandboxes on 127.0.0.1 (config/securityHeaders.ts), which the tests start on random ports.
  webServer: {
    command: `node scripts/serve/cli.mjs --dir build --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
