import { expect, test } from './fixtures.ts';
import { apiLogin, login, mainMenu } from './helpers.ts';

// « Proposer un planning » (issue 32) from the planning: the proposal reviewed as a diff on the grid, one post
// declined, the others applied in one batch save (screenshots in /tmp/shots/, looked at by hand).

const SITE = 'Campus Universitaire de Créteil';

/** The month four months ahead ('YYYY-MM'), past the demo's rota and the weeks the other specs plan in. */
function farMonth(now = new Date()): { from: string; to: string; days: string[] } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(now)
    .split('-')
    .map(Number);
  const first = new Date(Date.UTC(year, month - 1 + 4, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (d: number) =>
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), d)).toISOString().slice(0, 10);
  return { from: day(1), to: last.toISOString().slice(0, 10), days: [day(10), day(11), day(12)] };
}

test('the planner proposes a month for a site, reviews it on the grid, declines a post and applies the others', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const month = farMonth();
  // Three open posts on the site that month, made through the API as another planner would.
  const office = await apiLogin(request, 'planning@demo.test');
  const me = await (await request.get('/api/user', { headers: office })).json();
  const base = `/api/agency/${(me.userCompanies[0] as { agency: { id: string } }).agency.id}`;
  const references = await (await request.get(`${base}/sites/references`, { headers: office })).json();
  const site = (references.sites as { id: string; name: string }[]).find((s) => s.name === SITE);
  expect(site, SITE).toBeDefined();
  const saved = await request.post(`${base}/services/batch`, {
    headers: office,
    data: {
      services: month.days.map((day) => ({
        siteId: site?.id,
        agentId: null,
        startAt: `${day}T07:00:00.000Z`,
        endAt: `${day}T15:00:00.000Z`,
        postTitle: 'Accueil des examens',
      })),
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await login(page, 'planning@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Planning par collaborateurs' }).click();
  const grid = page.getByRole('table', { name: 'Planning par collaborateurs' });
  await expect(grid).toBeVisible();

  await page.getByRole('button', { name: 'Proposer un planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposer un planning' });
  await dialog.getByLabel('Du', { exact: true }).fill(month.from);
  await dialog.getByLabel('Au', { exact: true }).fill(month.to);
  await dialog.getByRole('combobox', { name: 'Sites' }).fill('Campus');
  await page.getByRole('option', { name: SITE }).click();
  // The list stays open for a second site: Escape closes it (and only it).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('button', { name: 'Lancer' }).click();
  await expect(dialog.getByRole('table', { name: 'Proposition de planning' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/^3 poste\(s\) pourvu\(s\) sur 3/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Voir sur le planning' }).click();
  await expect(dialog).toBeHidden();

  const bar = page.getByRole('region', { name: 'Proposition en cours de revue' });
  await expect(bar).toBeVisible();
  await expect(bar.getByText('3 affectation(s) acceptée(s) sur 3')).toBeVisible();
  const proposed = grid.getByRole('button', { name: new RegExp(`${SITE} · Accueil des examens, proposé, accepté`) });
  await expect(proposed).toHaveCount(3);
  await page.screenshot({ path: '/tmp/shots/autoplan-review-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar.getByRole('button', { name: 'Appliquer 3 affectation(s)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/autoplan-review-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  // Decline the first; the other two are applied, in one batch with its confirmation.
  await proposed.first().click();
  await expect(
    grid.getByRole('button', { name: new RegExp(`${SITE} · Accueil des examens, proposé, refusé`) }),
  ).toHaveCount(1);
  await expect(bar.getByText('2 affectation(s) acceptée(s) sur 3')).toBeVisible();
  await bar.getByRole('button', { name: 'Appliquer 2 affectation(s)' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Modifier 2 service(s) ?' });
  await confirmation.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos modifications ont été enregistrées avec succès')).toBeVisible();
  await expect(bar).toBeHidden();
  // The declined post stays open; the two others now have their agent.
  const open = grid.getByRole('button', {
    name: new RegExp(`^\\d\\d:\\d\\d–\\d\\d:\\d\\d ${SITE} · Accueil des examens$`),
  });
  const unassignedRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Non affectés' }) });
  await expect(unassignedRow.getByRole('button', { name: new RegExp(`${SITE} · Accueil des examens`) })).toHaveCount(1);
  await expect(open).toHaveCount(3);
});
