// login-paint: the login page on a phone over slow 4G, cold (no cache, no service worker): Chromium throttled by the
// DevTools protocol as Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4), the
// built app served by the real server. Prints when the login form is painted (its largest contentful paint, read
// by a PerformanceObserver) and how many scripts it took; Core Web Vitals call 2.5 s "good". Build first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { findChromium } from '../../scripts/ensure-chromium.mjs';
import { record } from './results.ts';

const RUNS = 3;

async function measure(base: string, executablePath: string): Promise<{ lcp: number; scripts: number }> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let scripts = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts++;
    });
    // Run in the page (a string: the bench is compiled without the DOM's types).
    await page.addInitScript(`window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });`);
    await page.goto(`${base}/#/connexion`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Se connecter' }).waitFor({ timeout: 60_000 });
    // The last candidate is the form itself; a short pause lets the observer report it.
    await page.waitForTimeout(500);
    const lcp = Number(await page.evaluate('window.__lcp'));
    return { lcp, scripts };
  } finally {
    await browser.close();
  }
}

export async function loginPaintScenario(): Promise<void> {
  const executablePath = findChromium();
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!executablePath || !fs.existsSync(dist)) {
    console.log('login-paint: build the web first (npm run build) and install Chromium');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' }),
    jobs: false,
  };
  const app = await buildApp({ config });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const runs: Array<{ lcp: number; scripts: number }> = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(base, executablePath));
    runs.sort((a, b) => a.lcp - b.lcp);
    const median = runs[Math.floor(runs.length / 2)];
    record('login_lcp_slow_4g', Math.round(median.lcp), 'ms');
    record('login_scripts', median.scripts, 'files');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
