import { expect, test } from './fixtures.ts';
import {
  allowEarlyStarts,
  apiLogin,
  clearAgentPeriod,
  endRunningServices,
  login,
  mainMenu,
  parisSlot,
  savedIds,
} from './helpers.ts';

test.use({ permissions: ['geolocation'] });

test('a phone left still past the PTI frequency raises the alarm; the owner’s open alerts page shows it live and acknowledges it', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The agency turns protection on, at the shortest frequency (5 min), and plans a night service for the agent.
  const owner = await apiLogin(request, 'gerant@demo.test');
  const agentHeaders = await apiLogin(request, 'agent4@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const base = `/api/agency/${agency.id}`;
  const settings = await request.put(`${base}/settings/field`, {
    headers: owner,
    data: { loneWorker: { ptiEnabled: true, ptiFrequency: 5 } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const sites = await (
    await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search: 'Siège Client' } } })
  ).json();
  const site = sites.data[0] as { id: string; address: { location: { latitude: number; longitude: number } | null } };
  const slot = parisSlot(20, 22);
  // A first try's service goes before the retry plans the slot again.
  await clearAgentPeriod(request, base, owner, agentId, slot.startAt, slot.endAt, 'Veille de nuit PTI');
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [{ siteId: site.id, agentId, ...slot, postTitle: 'Veille de nuit PTI' }],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, await savedIds(saved));
  // The demo's rota may have a service of Sophie under way at this hour: it ends first, so that the night one starts.
  await endRunningServices(request, base, agentId, agentHeaders);
  // The phone stands on the site (its perimeter is not what this test is about).
  const here = site.address.location ?? { latitude: 48.8566, longitude: 2.3522 };
  await context.setGeolocation({ ...here, accuracy: 10 });

  // The owner's alerts page is open in the office, before anything happens.
  const office = await (
    await browser.newContext({ viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false })
  ).newPage();
  await login(office, 'gerant@demo.test');
  await (await mainMenu(office)).getByRole('link', { name: 'Alertes' }).click();
  await expect(office.getByRole('heading', { name: 'Alertes', level: 1 })).toBeVisible({ timeout: 20_000 });
  const before = await (await request.get(`${base}/alarms`, { headers: owner })).json();

  // The phone's clock is the test's: time can jump forward.
  await page.clock.install();
  await login(page, 'agent4@demo.test');
  const night = page.getByRole('article').filter({ hasText: 'Veille de nuit PTI' }).first();
  await expect(night).toBeVisible();
  await night.getByRole('button', { name: 'Prendre le service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prendre le service' }).click();
  await expect(page).toHaveURL(/terrain\/serviceActif\//);
  const protection = page.getByRole('region', { name: 'Protection du travailleur isolé' });
  await expect(protection.getByText('Activée')).toBeVisible({ timeout: 15_000 });
  await expect(protection.getByText('Protection active')).toBeVisible();

  // The phone lies still: the accelerometer reads gravity alone.
  const lieStill = () =>
    page.evaluate(() => {
      for (let i = 0; i < 20; i++) {
        window.dispatchEvent(
          new DeviceMotionEvent('devicemotion', { accelerationIncludingGravity: { x: 0, y: 0, z: 9.81 } }),
        );
      }
    });
  await lieStill();
  await page.clock.fastForward('05:10');
  await lieStill();
  await expect(protection.getByRole('alert')).toContainText('Êtes-vous toujours là ?');
  await expect(protection.getByRole('button', { name: 'R.A.S' })).toBeVisible();
  // No answer within the countdown: the alarm goes out.
  await page.clock.fastForward('00:35');
  await expect(protection.getByText('Le collaborateur a été détecté inactif')).toBeVisible();

  // The office sees it arrive without reloading, and acknowledges it.
  const card = office.getByRole('article', { name: /^Alerte Inactivité — / });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Siège Client Démo');
  await expect(card.getByText('Non acquittée')).toBeVisible();
  await card.getByRole('button', { name: 'Acquitter' }).click();
  await expect(card.getByText(/^Acquittée par /)).toBeVisible();

  const after = await (await request.get(`${base}/alarms`, { headers: owner })).json();
  const raised = (after.open as Array<{ kind: string; acknowledgedAt: string | null; id: string }>).filter(
    (a) => !(before.open as Array<{ id: string }>).some((b) => b.id === a.id),
  );
  // The minute job's service alerts (a late start, a missed round of the demo's services) may come at any time on the
  // shared server: the phone's own alarm is the one inactivity alarm.
  const fromThePhone = raised.filter((a) => a.kind !== 'lateStart' && a.kind !== 'missedRound');
  expect(fromThePhone.map((a) => a.kind)).toEqual(['inactivity']);
  expect(fromThePhone[0].acknowledgedAt).not.toBeNull();
});

// The specs share one server: the phone specs after this one find protection off, as the demo has it.
test.afterAll(async ({ request }) => {
  const owner = await apiLogin(request, 'gerant@demo.test');
  const me = await (await request.get('/api/user', { headers: owner })).json();
  const agencyId = (me.userCompanies[0] as { agency: { id: string } }).agency.id;
  await request.put(`/api/agency/${agencyId}/settings/field`, {
    headers: owner,
    data: { loneWorker: { ptiEnabled: false } },
  });
});
