import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { e2ePort, e2eWorkers, workerServerUrl } from './specs/fixtures.ts';

/**
 * This run's name, shared by its web servers and its workers (which inherit the variable): the demo data is seeded
 * once per run (demo-data.mjs).
 */
process.env.E2E_RUN ??= `${Date.now()}-${process.pid}`;
const e2eRun = process.env.E2E_RUN;

const executablePath = findChromium();
if (!executablePath)
  throw new Error('Chromium introuvable : lancez `node scripts/ensure-chromium.mjs` ou définissez CHROME_PATH.');

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Files are shared out between the workers; each worker has its own server and database (specs/fixtures.ts), the
  // tests of a file run in order in one worker.
  fullyParallel: false,
  workers: e2eWorkers,
  // No second try: a test that fails sometimes is fixed at its cause (its data, its wait).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` asks for a JSON report too (E2E_JSON, a path), to print the slowest spec files.
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL: workerServerUrl(0),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As a user who asked for less motion (ui/theme.ts): no transition to wait for nor to paint, frame by frame.
    reducedMotion: 'reduce',
    // On failure, the trace keeps each action's DOM snapshot; no screencast (it took a third of the browser's CPU).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'bureau',
      // The office's tests do not go offline: no service worker, so that each new context does not precache the
      // whole build in the background (the phone project keeps it, its tests reload offline).
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 800 },
        launchOptions,
        serviceWorkers: 'block',
      },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: 'mobile',
      // The phone's camera is Chromium's fake one (a moving test pattern), granted without a prompt.
      use: {
        ...devices['Pixel 7'],
        launchOptions: {
          ...launchOptions,
          args: [...launchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
        },
      },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
  // A fresh embedded database for every server, a copy of the run's demo data seeded once (demo-data.mjs, which
  // rebuilds the server's bundle first: a second or so, and never older than the sources).
  webServer: Array.from({ length: e2eWorkers }, (_, index) => {
    const port = e2ePort + index;
    return {
      command: 'node demo-data.mjs',
      url: `${workerServerUrl(index)}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { PORT: String(port), DATA_DIR: `.tmp/data-${port}`, E2E_RUN: e2eRun },
    };
  }),
});
