import { expectNoSeriousViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, login } from './helpers.ts';

// The operations dashboard on a desktop (issue 30): every tile loads on its own, the « now » tile follows the
// stream, and the page is drawn as a manager sees it (screenshots in /tmp/shots/, looked at by hand).

const tileNames = [
  'Maintenant',
  'À surveiller',
  'Postes non pourvus',
  'Facturation',
  'Échéances',
  'Heures de la semaine',
];

test('the manager’s dashboard shows every tile, and a post left unfilled now appears without reloading', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await login(page, 'gerant@demo.test');
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  for (const name of tileNames) {
    const tile = page.getByRole('region', { name });
    await expect(tile).toBeVisible({ timeout: 15_000 });
    await expect(tile).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(tile.getByText('Impossible de charger cette tuile.')).toHaveCount(0);
  }
  const figure = page.getByRole('region', { name: 'Maintenant' }).getByText('Non pourvus', { exact: true });
  const unfilledNow = async () =>
    Number((await figure.locator('xpath=preceding-sibling::*[1]').textContent()) ?? 'NaN');
  const before = await unfilledNow();
  expect(before).not.toBeNaN();
  // The charts' code comes after the tiles' answers.
  await expect(page.getByRole('region', { name: 'Heures de la semaine' }).getByRole('figure')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/dashboard-desktop.png', fullPage: true });

  // Another planner adds a post without an agent, under way now: the tile counts it, heard on the stream.
  const owner = await apiLogin(request, 'gerant@demo.test');
  const me = await (await request.get('/api/user', { headers: owner })).json();
  const base = `/api/agency/${(me.userCompanies[0] as { agency: { id: string } }).agency.id}`;
  const sites = await (await request.post(`${base}/fetch/sites`, { headers: owner, data: { limit: 1 } })).json();
  const now = Date.now();
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [
        {
          siteId: sites.data[0].id,
          agentId: null,
          startAt: new Date(now - 10 * 60_000).toISOString(),
          endAt: new Date(now + 50 * 60_000).toISOString(),
          postTitle: 'Renfort du tableau de bord',
        },
      ],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect.poll(unfilledNow, { timeout: 10_000 }).toBe(before + 1);
  const id = (await saved.json()).services[0].id as string;
  await request.post(`${base}/services/batch`, {
    headers: owner,
    data: { services: [{ id, delete: true }], confirmed: true },
  });
});

test('the dashboard has no serious accessibility violation once its tiles are drawn', async ({ page }) => {
  await login(page, 'gerant@demo.test');
  await page.goto('/#/dashboard');
  for (const name of tileNames) {
    await expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  }
  await expect(
    page
      .getByRole('region', { name: 'Heures de la semaine' })
      .getByRole('figure')
      .or(page.getByText('Aucun service planifié cette semaine.')),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'dashboard');
});

test('the customer’s dashboard shows today’s rounds on its sites beside its other tiles', async ({ page }) => {
  await login(page, 'client@demo.test');
  await page.goto('/#/customerDashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const rounds = page.getByRole('region', { name: 'Rondes du jour' });
  await expect(
    rounds.getByText('Faites').or(rounds.getByText('Aucune ronde faite ni manquée aujourd’hui.')),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(rounds.getByText(/Impossible de charger/)).toHaveCount(0);
  for (const name of ['Aujourd’hui sur vos sites', 'Main courante récente', 'Factures à régler']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/shots/customer-dashboard-desktop.png', fullPage: true });
});
