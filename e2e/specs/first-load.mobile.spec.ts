import fs from 'node:fs';
import zlib from 'node:zlib';
import { firstLoadFiles, idlePreloadFiles } from '../../scripts/first-load.mjs';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './helpers.ts';

const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;

// Every script from the network (no service worker answering from its cache): each download is seen.
test.use({ serviceWorkers: 'block' });

test('opening the field start page signed in downloads the scripts the bench weighs, under 150 KB gzipped', async ({
  page,
  request,
}) => {
  // Signed in as an agent whose phone opens the app again (a reload): the tokens are on the device.
  const response = await request.post('/api/login_check', {
    data: { username: 'agent@demo.test', password: DEMO_PASSWORD },
  });
  const tokens = (await response.json()) as { token: string; refresh_token: string };
  await page.addInitScript(({ token, refresh_token }) => {
    localStorage.setItem('securite.token', token);
    localStorage.setItem('securite.refreshToken', refresh_token);
  }, tokens);

  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.replace(/^\//, ''));
  });
  await page.goto('/#/terrain');
  // Usable: the shortcuts, and the agent's services asked and shown (their list or that there is none).
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Raccourcis terrain' })).toBeVisible();
  const services = page.getByRole('region', { name: 'Mes services' });
  await expect(
    services.getByRole('article').or(services.getByText('Aucun service prévu d’ici demain.')).first(),
  ).toBeVisible();
  const fetched = [...scripts];

  // What bench/src/web-bundle.ts weighs (scripts/first-load.mjs) is what the phone downloaded before it could use the
  // page; only what the app preloads once idle, seconds later, may come before on a very slow machine.
  const first = firstLoadFiles(dist);
  const idle = new Set(idlePreloadFiles(dist));
  expect(fetched.filter((file) => !idle.has(file)).sort()).toEqual([...first].sort());

  // The target for the field start page's first load (150 KB = 150,000 bytes, gzipped).
  const gzip = first.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(`${dist}${file}`), { level: 9 }).length,
    0,
  );
  expect(gzip).toBeLessThanOrEqual(150_000);
});
