import { expect, test } from './fixtures.ts';
import {
  allowEarlyStarts,
  apiLogin,
  clearAgentPeriod,
  endRunningServices,
  login,
  parisSlot,
  savedIds,
} from './helpers.ts';

test.use({
  // At the Gennevilliers warehouse (as the round spec): inside its perimeter, the start asks nothing more (issue 25).
  geolocation: { latitude: 48.9381, longitude: 2.2896, accuracy: 10 },
  permissions: ['geolocation', 'camera'],
});

test('the agent logs an incident with a photo offline; the office sees it live with its history and an intact chain', async ({
  page,
  context,
  browser,
  request,
}) => {
  // Two devices, offline and back, a sync and a live update: longer than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const agentHeaders = await apiLogin(request, 'agent@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const owner = await apiLogin(request, 'gerant@demo.test');
  const base = `/api/agency/${agency.id}`;
  const sites = await (
    await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search: 'Gennevilliers' } } })
  ).json();
  const site = sites.data[0] as { id: string; name: string };
  // Karim's slot in the phone specs (helpers.ts parisSlot): 22:00–23:00, after the tour (20:00–22:00).
  const slot = parisSlot(22, 23, 22);
  // A first try's service goes before the retry plans the slot again.
  await clearAgentPeriod(request, base, owner, agentId, slot.startAt, slot.endAt, 'Veille de nuit');
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [{ siteId: site.id, agentId, ...slot, postTitle: 'Veille de nuit' }],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, await savedIds(saved));
  // A service of Karim's rota under way at this hour ends first, so that the night one is taken as planned.
  await endRunningServices(request, base, agentId, agentHeaders);

  // The owner watches the real-time events page on another device.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const ownerPage = await office.newPage();
  await login(ownerPage, 'gerant@demo.test');
  await ownerPage.goto('/#/terrain/adminDashboard/adminEvents');
  await expect(ownerPage.getByRole('heading', { name: 'Événements en temps réel' })).toBeVisible();

  await login(page, 'agent@demo.test');
  const night = page.getByRole('article').filter({ hasText: 'Veille de nuit' }).first();
  await night.getByRole('button', { name: 'Prendre le service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prendre le service' }).click();
  await expect(page).toHaveURL(/terrain\/serviceActif\//);
  await expect(page.getByText('Synchronisation : À jour')).toBeVisible();

  // No network: the incident, its photo and a message wait on the phone, shown « non transmis ».
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Main courante' }).click();
  await page.getByRole('menuitem', { name: 'Incident' }).click();
  await expect(page).toHaveURL(/terrain\/events\/incident\?typeKey=incident/);
  await page.getByLabel('Description').fill('Vitre brisée au quai 3');
  await page.getByRole('button', { name: 'Prendre une photo' }).click();
  await expect
    .poll(() => page.getByLabel('Aperçu de la caméra').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Déclencher' }).click();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/terrain\/events\/incident\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop() as string;
  await expect(page.getByText('Vitre brisée au quai 3')).toBeVisible();
  await expect(page.getByText('non transmis').first()).toBeVisible();
  await page.getByLabel('Nouveau message').fill('Police prévenue');
  await page.getByRole('button', { name: 'Ajouter le message' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Police prévenue')).toBeVisible();

  // Back online: the queue drains, the phone then shows what the server received.
  await context.setOffline(false);
  await expect(page.getByText('non transmis')).toHaveCount(0, { timeout: 30_000 });
  const received = await (await request.get(`${base}/event/${eventId}`, { headers: owner })).json();
  expect(received).toMatchObject({
    typeLabel: 'Incident',
    description: 'Vitre brisée au quai 3',
    site: { id: site.id },
  });
  expect(received.attachments).toHaveLength(1);
  expect(received.messages.map((m: { content: string }) => m.content)).toEqual(['Police prévenue']);

  // The agent corrects the message: the office will see the earlier version.
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Modifier le message').fill('Police prévenue, arrivée à 22 h 10');
  await page.getByRole('button', { name: 'Enregistrer la modification' }).click();
  await expect(page.getByText('Police prévenue, arrivée à 22 h 10')).toBeVisible();
  await expect(page.getByText('non transmis')).toHaveCount(0, { timeout: 30_000 });

  // The owner's page got the incident live, with the photo, the edited message and its history.
  const row = ownerPage.getByRole('button', { name: new RegExp(`Incident — ${site.name}`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Main courante' });
  await expect(dialog.getByText('Police prévenue, arrivée à 22 h 10')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /piece-jointe/ })).toBeVisible();
  await dialog.getByText('Historique (1 version(s) précédente(s))').click();
  await expect(dialog.getByText('Police prévenue', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The site's main courante: the evidence chain reads « Intègre ».
  await ownerPage.goto(`/#/terrain/site/${site.id}`);
  await ownerPage.getByRole('button', { name: 'Main courante' }).click();
  await expect(ownerPage.getByText(/Chaîne de preuve : Intègre/)).toBeVisible();
  const chain = await (await request.get(`${base}/sites/${site.id}/events-chain`, { headers: owner })).json();
  expect(chain).toMatchObject({ intact: true, label: 'Intègre' });

  // The customer of the site reads the event.
  const customer = await apiLogin(request, 'client@demo.test');
  const seen = await request.get(`${base}/event/${eventId}`, { headers: customer });
  expect(seen.status()).toBe(200);
  expect((await seen.json()).messages[0].history).toEqual([]);
  await office.close();
});
