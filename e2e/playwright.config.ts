import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { E2E_ENV, SHELL_URL } from './support/stack';

// Browser tests run Debian's Chromium against the production build, served as `npm start` serves it.
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  // CI runs 350 browser tests two at a time on a shared 2-core machine: a test that fails once and
  // passes on its second run is reported as "flaky" in the list (and its first trace kept), so its
  // cause can be found, without one slow moment failing the whole run. Locally every test runs once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One results folder per build folder, so runs of separate stacks never delete each other's files.
  outputDir: process.env.DIST_DIR ? `test-results/${process.env.DIST_DIR}` : 'test-results/dist',
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    // start.mjs says the site is ready once content-api serves content (a changed seed is imported
    // while the site already answers); a reused stack is one whose shell answers.
    wait: { stdout: /The site is ready/ },
    url: process.env.E2E_REUSE_STACK ? `${SHELL_URL}/config.json` : undefined,
    // The suite starts its own stack (throwaway lead database, admin token); E2E_REUSE_STACK=1
    // reuses one already running on these ports, started with the same environment.
    reuseExistingServer: Boolean(process.env.E2E_REUSE_STACK),
    timeout: 120_000,
    env: E2E_ENV,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
