import { expect, type Page, test } from './fixtures.ts';
import {
  allowEarlyStarts,
  apiLogin,
  clearAgentPeriod,
  endRunningServices,
  login,
  parisSlot,
  savedIds,
} from './helpers.ts';

// The phone stands at the Arcades, the site of its service: no « hors du périmètre » question (issue 25).
test.use({
  geolocation: { latitude: 48.8406, longitude: 2.5486, accuracy: 10 },
  permissions: ['geolocation', 'camera'],
});

/** A finger drawing on the screen through Chrome's touch events (what a phone sends), then lifted. */
async function drawWithFinger(page: Page, box: { x: number; y: number }, points: Array<[number, number]>) {
  const cdp = await page.context().newCDPSession(page);
  const at = ([x, y]: [number, number]) => [{ x: box.x + x, y: box.y + y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(points[0]) });
  for (const point of points.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(point) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone: the start page shows what is there, an SOS is followed to its acknowledgement, one tap ends the service', async ({
  page,
  request,
}) => {
  const agentHeaders = await apiLogin(request, 'agent@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const owner = await apiLogin(request, 'gerant@demo.test');
  const base = `/api/agency/${agency.id}`;
  const sites = await (
    await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search: 'Arcades' } } })
  ).json();
  // 23:00–23:59, an hour no other spec plans for Karim (the others' evening services end and stay planned).
  const lateSlot = parisSlot(23, 23);
  const slot = { startAt: lateSlot.startAt, endAt: lateSlot.endAt.replace('T23:00:00', 'T23:59:00') };
  await clearAgentPeriod(request, base, owner, agentId, slot.startAt, slot.endAt, 'Contrôle tardif');
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: { services: [{ siteId: sites.data[0].id, agentId, ...slot, postTitle: 'Contrôle tardif' }], confirmed: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The office lets the agent take the evening slot now, before its service window opens.
  await allowEarlyStarts(request, base, owner, await savedIds(saved));
  await endRunningServices(request, base, agentId, agentHeaders);

  await login(page, 'agent@demo.test');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  await expect(page.getByText('Bientôt dans l’application')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/field-fixes/start-page.png', fullPage: true });
  const late = page.getByRole('article').filter({ hasText: 'Contrôle tardif' }).first();
  await late.getByRole('button', { name: 'Prendre le service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prendre le service' }).click();
  await expect(page).toHaveURL(/terrain\/serviceActif\//);
  const serviceId = page.url().split('/').pop() as string;

  // SOS: sent, received, then acknowledged by the office (who, when) on the phone.
  const pti = page.getByRole('region', { name: 'Protection du travailleur isolé' });
  await pti.getByRole('button', { name: 'SOS' }).click();
  await page
    .getByRole('dialog', { name: 'Déclencher une alerte SOS ?' })
    .getByRole('button', { name: 'Envoyer l’alerte' })
    .click();
  const followUp = pti.getByRole('list', { name: 'Suivi des alertes' });
  await expect(followUp.getByText(/envoyée et reçue par l’agence/)).toBeVisible({ timeout: 15_000 });
  const alarms = await (await request.get(`${base}/alarms`, { headers: owner })).json();
  const sos = (alarms.open as Array<{ id: string; service: { id: string } }>).find((a) => a.service.id === serviceId);
  expect(sos).toBeDefined();
  expect((await request.post(`${base}/alarms/${sos?.id}/acknowledge`, { headers: owner })).status()).toBe(200);
  await expect(followUp.getByText(/prise en compte par .+ le .+ à \d\d:\d\d\./)).toBeVisible({ timeout: 20_000 });
  await pti.screenshot({ path: '/tmp/field-fixes/sos-follow-up.png' });

  // End of service: report and signer typed, the signature drawn with a finger, then one tap.
  await page.getByRole('button', { name: 'Terminer le service' }).click();
  const confirmEnd = page.getByRole('dialog', { name: 'Terminer le service ?' });
  if (await confirmEnd.isVisible().catch(() => false))
    await confirmEnd.getByRole('button', { name: 'Terminer le service' }).click();
  const end = page.getByRole('dialog', { name: 'Terminer le service' });
  await end.getByLabel('Rapport de fin de service').fill('RAS.');
  await end.getByLabel('Nom du signataire du bon').fill('Mme Leroy');
  const pad = await end.getByRole('img', { name: /Signature du bon/ }).boundingBox();
  if (!pad) throw new Error('no signature pad');
  await drawWithFinger(page, pad, [
    [20, 100],
    [80, 40],
    [140, 130],
    [220, 60],
  ]);
  // The signer's field still has the focus (the keyboard open on a phone): the one tap must still end the service.
  await page.screenshot({ path: '/tmp/field-fixes/end-dialog.png' });
  await end.getByRole('button', { name: 'Terminer le service' }).tap();
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  await expect
    .poll(async () => (await (await request.get(`${base}/services/${serviceId}`, { headers: owner })).json()).status, {
      timeout: 20_000,
    })
    .toBe(3);
});
