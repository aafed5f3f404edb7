import { expect, ownServerPort, test } from './fixtures.ts';
import { allowEarlyStarts, apiLogin, clearAgentPeriod, login, mainMenu, savedIds } from './helpers.ts';
import { ownServer } from './own-server.ts';

// The dead-man alarm waits the agency's frequency + 2 min (7 min at the shortest): this spec runs its own server,
// with its own demo data, whose dead-man delay is 20 s (DEADMAN_DELAY_SECONDS), so that the other specs' phones,
// which keep their heartbeats at the real period, never meet it.
const server = ownServer(ownServerPort(0), { DEADMAN_DELAY_SECONDS: '20' });
const { baseURL } = server;

test.use({ baseURL, permissions: ['geolocation'] });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.first();
});

test.afterAll(async () => server.dispose());

test('a protected phone that goes silent raises the dead-man alarm from the server; the owner sees it live', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await apiLogin(request, 'gerant@demo.test');
  const agentHeaders = await apiLogin(request, 'agent3@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const base = `/api/agency/${agency.id}`;
  const settings = await request.put(`${base}/settings/field`, {
    headers: owner,
    data: { loneWorker: { ptiEnabled: true, ptiFrequency: 5 } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  // A service from now to in two hours is planned for the agent, in place of the rota's (one may be under way).
  const sites = await (
    await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search: 'Siège Client' } } })
  ).json();
  const site = sites.data[0] as { id: string; address: { location: { latitude: number; longitude: number } | null } };
  const startAt = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const endAt = new Date(startAt.getTime() + 2 * 3600_000);
  // This server's demo data is this spec's alone: the rota's services in the way are deleted.
  await clearAgentPeriod(request, base, owner, agentId, new Date(startAt.getTime() - 3600_000), endAt);
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [
        {
          siteId: site.id,
          agentId,
          startAt: startAt.toISOString(),
          endAt: endAt.toISOString(),
          postTitle: 'Ronde isolée',
        },
      ],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, await savedIds(saved));
  await context.setGeolocation({
    ...(site.address.location ?? { latitude: 48.8566, longitude: 2.3522 }),
    accuracy: 10,
  });

  // The owner's alerts page is open in the office.
  const office = await (
    await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false })
  ).newPage();
  await login(office, 'gerant@demo.test');
  await (await mainMenu(office)).getByRole('link', { name: 'Alertes' }).click();
  await expect(office.getByRole('heading', { name: 'Alertes', level: 1 })).toBeVisible({ timeout: 20_000 });

  // The agent takes the service: protection on, the phone's first heartbeat reaches the server.
  await login(page, 'agent3@demo.test');
  const slot = page.getByRole('article').filter({ hasText: 'Ronde isolée' }).first();
  await slot.getByRole('button', { name: 'Prendre le service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prendre le service' }).click();
  await expect(page).toHaveURL(/terrain\/serviceActif\//);
  const protection = page.getByRole('region', { name: 'Protection du travailleur isolé' });
  await expect(protection.getByText('Protection active')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const supervision = await (await request.get(`${base}/supervision`, { headers: owner })).json();
        const row = (supervision.agents as { agent: { id: string }; lastHeartbeat: unknown }[]).find(
          (r) => r.agent.id === agentId,
        );
        return row?.lastHeartbeat != null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // The phone is lost: no signal, then nothing at all.
  await context.setOffline(true);
  await page.close();

  // Without any word from the phone, the server raises « Téléphone silencieux » and the office sees it arrive.
  const card = office.getByRole('article', { name: /^Alerte Téléphone silencieux — / });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Siège Client Démo');
  await expect(card).toContainText('Aucune nouvelle du téléphone');
  await card.getByRole('button', { name: 'Acquitter' }).click();
  await expect(card.getByText(/^Acquittée par /)).toBeVisible();
  const alarms = await (await request.get(`${base}/alarms`, { headers: owner })).json();
  const deadman = (alarms.open as { kind: string; agent: { id: string } }[]).filter((a) => a.kind === 'deadman');
  expect(deadman).toHaveLength(1);
});
