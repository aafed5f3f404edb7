import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
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
  fullyParallel: false,
  workers: 1,
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
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
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
  webServer: {
    // A fresh embedded database for every run, seeded with the demo data.
    command: `rm -rf .tmp/data-${port} && node --import tsx ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/data-${port}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The site form's addresses come from the commune table: the same answers with or without internet.
      GEOCODER: 'off',
    },
  },
});
