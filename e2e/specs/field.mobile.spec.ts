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

// The phone knows where it is (Paris): start and end carry the position.
test.use({
  geolocation: { latitude: 48.8606, longitude: 2.3376, accuracy: 10 },
  permissions: ['geolocation', 'camera'],
});

test('on a phone the agent takes a service, pauses, reloads and ends it offline; everything reaches the server once, in order', async ({
  page,
  context,
  request,
}) => {
  // The office plans an evening service for Karim, so that one is always there to take, whatever the day.
  const agentHeaders = await apiLogin(request, 'agent@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const owner = await apiLogin(request, 'gerant@demo.test');
  const base = `/api/agency/${agency.id}`;
  const sites = await (
    await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search: 'Arcades' } } })
  ).json();
  const slot = parisSlot(17, 19);
  // A first try's service goes before the retry plans the slot again.
  await clearAgentPeriod(request, base, owner, agentId, slot.startAt, slot.endAt, 'Renfort du soir');
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [{ siteId: sites.data[0].id, agentId, ...slot, postTitle: 'Renfort du soir' }],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, await savedIds(saved));

  // The demo's rota may have a service of Karim under way at this hour: it ends first (from another phone), so
  // that the evening one is taken as planned.
  await endRunningServices(request, base, agentId, agentHeaders);

  await login(page, 'agent@demo.test');
  const evening = page.getByRole('article').filter({ hasText: 'Renfort du soir' }).first();
  await expect(evening).toBeVisible();
  await evening.getByRole('button', { name: 'Prendre le service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prendre le service' }).click();
  // The phone is at the Louvre, 15 km from the Arcades: the agent confirms, the office will see it (issue 25).
  await page
    .getByRole('dialog', { name: /^Vous êtes à \d+ m hors du périmètre du site Centre commercial Les Arcades/ })
    .getByRole('button', { name: 'Prendre le service' })
    .click();
  await expect(page).toHaveURL(/terrain\/serviceActif\//);
  const serviceId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { name: 'En cours' })).toBeVisible();
  await expect(page.getByText('Synchronisation : À jour')).toBeVisible();

  // No network: the break, its end and the end of the service wait on the phone, a reload included (the app
  // comes from its service worker, the user and the queue from the device).
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Démarrer une pause' }).click();
  await page.getByRole('dialog', { name: 'Démarrer une pause ?' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('heading', { name: 'En pause' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'En pause' })).toBeVisible();
  await expect(
    page.getByText("Certains éléments concernant le service n'ont pas été transmis au serveur."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Terminer la pause' }).click();
  await page
    .getByRole('dialog', { name: 'Mettre fin à la pause ?' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(page.getByRole('heading', { name: 'En cours' })).toBeVisible();
  await page.getByRole('button', { name: 'Terminer le service' }).click();
  const end = page.getByRole('dialog', { name: 'Terminer le service' });
  await end.getByLabel('Rapport de fin de service').fill('RAS, PC sécurité rendu.');
  await end.getByLabel('Nom du signataire du bon').fill('M. Durand');
  await end.getByRole('button', { name: 'Terminer le service' }).click();
  await expect(end.getByText("La signature d'un bon est obligatoire")).toBeVisible();
  // The customer signs with a finger on the screen.
  const pad = await end.getByRole('img', { name: /Signature du bon/ }).boundingBox();
  if (!pad) throw new Error('no signature pad');
  await page.mouse.move(pad.x + 20, pad.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 130],
    [200, 50],
    [260, 120],
  ])
    await page.mouse.move(pad.x + x, pad.y + y);
  await page.mouse.up();
  // A photo of the post handed over, from the phone's camera.
  await end.getByRole('button', { name: 'Prendre une photo' }).click();
  await expect(end.getByLabel('Aperçu de la caméra')).toBeVisible();
  await expect
    .poll(() => end.getByLabel('Aperçu de la caméra').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await end.getByRole('button', { name: 'Déclencher' }).click();
  await expect(end.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await end.getByRole('button', { name: 'Terminer le service' }).click();
  await page
    .getByRole('dialog', { name: /hors du périmètre du site/ })
    .getByRole('button', { name: 'Terminer le service' })
    .click();
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();

  // Back online: the queue drains in order, and the office sees the service ended with its real times.
  await context.setOffline(false);
  await expect
    .poll(async () => (await (await request.get(`${base}/services/${serviceId}`, { headers: owner })).json()).status, {
      timeout: 30_000,
    })
    .toBe(3);
  const service = await (await request.get(`${base}/services/${serviceId}`, { headers: owner })).json();
  expect(service.realStartAt).not.toBeNull();
  expect(Date.parse(service.realEndAt)).toBeGreaterThanOrEqual(Date.parse(service.realStartAt));
  const field = await (await request.get(`${base}/field/service/${serviceId}`, { headers: agentHeaders })).json();
  expect(field.breaks).toHaveLength(1);
  expect(field.breaks[0].realEndAt).not.toBeNull();
  expect(field.photos).toHaveLength(1);
  // The owner's « Fin de service »: the real times, the pause, the report, the signed voucher and the photo.
  const report = await (await request.get(`${base}/services/${serviceId}/end-report`, { headers: owner })).json();
  expect(report).toMatchObject({
    ended: true,
    report: 'RAS, PC sécurité rendu.',
    voucher: { signerName: 'M. Durand' },
  });
  expect(report.voucher.signature).toMatch(/^data:image\/png;base64,/);
  expect(report.breaks).toHaveLength(1);
  expect(report.photos).toEqual([{ fileId: field.photos[0].fileId, takenAt: expect.any(String) }]);
  const photo = await request.get(`${base}/files/${field.photos[0].fileId}/download`, { headers: owner });
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toContain('image/jpeg');

  // Every message the phone sent, in order, once each; the same queue sent again changes nothing.
  const queue = await page.evaluate(
    () =>
      new Promise<Array<{ body: { type: string }; consumed: number }>>((resolve, reject) => {
        const open = indexedDB.open('securite-terrain');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('messages').objectStore('messages').getAll();
          read.onsuccess = () => resolve(read.result);
        };
      }),
  );
  // Lone-worker protection (on in the demo agency) adds its heartbeats between them: all sent too.
  const heartbeats = queue.filter((m) => m.body.type === 'pti.heartbeat');
  expect(heartbeats.every((m) => m.consumed === 1)).toBe(true);
  expect(queue.filter((m) => m.body.type !== 'pti.heartbeat').map((m) => [m.body.type, m.consumed])).toEqual([
    ['service.start', 1],
    ['break.start', 1],
    ['break.end', 1],
    ['service.photo', 1],
    ['service.end', 1],
  ]);
  for (const message of queue) {
    const again = await request.post(`${base}/field/message`, { headers: agentHeaders, data: message.body });
    expect(again.status(), message.body.type).toBe(200);
  }
  const after = await (await request.get(`${base}/field/service/${serviceId}`, { headers: agentHeaders })).json();
  expect(after).toEqual(field);
});
