import { expect, type Page, test } from './fixtures.ts';
import { allowEarlyStarts, apiLogin, login, parisDay } from './helpers.ts';

// The phone knows where it is (Paris): arrivals and departures carry the position.
test.use({ geolocation: { latitude: 48.8443, longitude: 2.3744, accuracy: 10 }, permissions: ['geolocation'] });

async function confirmStep(page: Page, title: string, button: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();
}

test('on a phone the agent runs a two-site tour, one site offline; the tour and its stops reach the server ended', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const agentHeaders = await apiLogin(request, 'agent@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const owner = await apiLogin(request, 'gerant@demo.test');
  const base = `/api/agency/${agency.id}`;
  const siteId = async (search: string) =>
    (await (await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search } } })).json())
      .data[0].id as string;
  // The office plans the tour for Karim: the car park, then the tower.
  const saved = await request.post(`${base}/circuits`, {
    headers: owner,
    data: {
      name: 'Tournée du soir E2E',
      agentId,
      date: parisDay(20),
      stops: [
        { siteId: await siteId('Gare de Lyon'), startTime: '20:00', endTime: '21:00' },
        { siteId: await siteId('Horizon'), startTime: '21:00', endTime: '22:00' },
      ],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, [(await saved.json()).circuits[0].id]);
  expect((await saved.json()).status, await saved.text()).toBe('saved');
  const circuitId = (await saved.json()).circuits[0].id as string;

  // Karim may be on his demo rota's shift right now: he ends it first (a tour does not start beside a service).
  const around = new URLSearchParams({
    from: new Date(Date.now() - 12 * 3600_000).toISOString(),
    to: new Date(Date.now() + 3600_000).toISOString(),
  });
  const mine = await (
    await request.get(`${base}/agent/${agentId}/services?${around}`, { headers: agentHeaders })
  ).json();
  for (const running of (mine.services as Array<{ id: string; status: number; isCircuit: boolean }>).filter(
    (s) => !s.isCircuit && (s.status === 1 || s.status === 2),
  )) {
    for (const type of running.status === 2 ? ['break.end', 'service.end'] : ['service.end']) {
      const ended = await request.post(`${base}/field/message`, {
        headers: agentHeaders,
        data: { uuid: crypto.randomUUID(), type, serviceId: running.id, deviceAt: new Date().toISOString() },
      });
      expect(ended.status(), await ended.text()).toBe(200);
    }
  }

  await login(page, 'agent@demo.test');
  const card = page.getByRole('article', { name: 'Tournée Tournée du soir E2E' });
  await expect(card).toContainText('2 étapes');
  await card.getByRole('button', { name: 'Voir la tournée' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournée du soir E2E' })).toBeVisible();
  const stop = (n: number) => page.getByRole('listitem', { name: new RegExp(`^Étape ${n} : `) });
  await expect(stop(1)).toContainText('Parking Gare de Lyon');
  await expect(stop(2)).toContainText('Tour Horizon La Défense');
  await page.getByRole('button', { name: 'Commencer la tournée' }).click();
  await confirmStep(page, 'Commencer la tournée ?', 'Commencer la tournée');
  await expect(page).toHaveURL(new RegExp(`terrain/circuitActif/${circuitId}$`));
  await expect(page.getByRole('heading', { name: 'Tournée en cours' })).toBeVisible();
  await expect(page.getByText('Synchronisation : À jour')).toBeVisible();

  // The first site with the network.
  await stop(1).getByRole('button', { name: 'Arrivée sur le site' }).click();
  await confirmStep(page, 'Arrivée sur le site ?', 'Arrivée sur le site');
  await expect(stop(1)).toContainText('Sur place');
  await stop(1).getByRole('button', { name: 'Départ du site' }).click();
  await confirmStep(page, 'Départ du site ?', 'Départ du site');
  await expect(stop(1)).toContainText('Site quitté');
  await expect(page.getByText('Synchronisation : À jour')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "n'ont pas été transmis" })).toHaveCount(0);

  // The second site in a basement: arrival, a reload, departure and the end of the tour all wait on the phone.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await context.setOffline(true);
  await stop(2).getByRole('button', { name: 'Arrivée sur le site' }).click();
  await confirmStep(page, 'Arrivée sur le site ?', 'Arrivée sur le site');
  await expect(stop(2)).toContainText('Sur place');
  await page.reload();
  await expect(stop(2)).toContainText('Sur place');
  await expect(
    page.getByText("Certains éléments concernant le service n'ont pas été transmis au serveur."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Terminer la tournée' }).click();
  await expect(page.getByText('Quittez le site en cours avant de terminer la tournée')).toBeVisible();
  await stop(2).getByRole('button', { name: 'Départ du site' }).click();
  await confirmStep(page, 'Départ du site ?', 'Départ du site');
  await expect(stop(2)).toContainText('Site quitté');
  await page.getByRole('button', { name: 'Terminer la tournée' }).click();
  await confirmStep(page, 'Terminer la tournée ?', 'Terminer la tournée');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();

  // Back online: the queue drains in order and the office sees the tour and both sites ended, with real times.
  await context.setOffline(false);
  const read = async () =>
    (await request.get(`${base}/field/circuit/${circuitId}`, { headers: agentHeaders })).json() as Promise<{
      status: number;
      realStartAt: string;
      realEndAt: string;
      stops: Array<{ status: number; realStartAt: string; realEndAt: string }>;
    }>;
  await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe(3);
  const tour = await read();
  expect(tour.stops.map((s) => s.status)).toEqual([3, 3]);
  const times = [tour.realStartAt, ...tour.stops.flatMap((s) => [s.realStartAt, s.realEndAt]), tour.realEndAt];
  expect(times.map(Date.parse)).toEqual([...times.map(Date.parse)].sort((x, y) => x - y));
  const office = await (await request.get(`${base}/services/${circuitId}`, { headers: owner })).json();
  expect(office.status).toBe(3);
});
