import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

/** No sideways scrolling on the phone. */
async function fitsTheScreen(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone the agent reads Mon planning from the demo rota, day by day, and steps through the weeks', async ({
  page,
}) => {
  await login(page, 'agent@demo.test');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Mon planning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon planning' })).toBeVisible();

  // Demo rota: Karim holds the SSIAP post of Les Arcades Monday to Thursday, 08:00–16:00; any seven days hold four.
  const cards = page.getByRole('article', { name: 'Centre commercial Les Arcades, 08:00 – 16:00' });
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('1 place de la Libération, 93160 Noisy-le-Grand');
  await expect(cards.first()).toContainText('Agent SSIAP 1 — PC sécurité');
  await expect(cards.first()).toContainText(/Planifié|En cours|Terminé/);
  await fitsTheScreen(page);

  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page.getByRole('button', { name: 'Aujourd’hui' })).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('Planifié');

  // Five weeks of rota around today: six weeks on, nothing is planned.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page.getByText('Aucun service planifié sur cette période.')).toBeVisible();
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(cards).toHaveCount(4);
});

test('on a phone the customer sees the interventions on their sites with agents’ first names only', async ({
  page,
}) => {
  await login(page, 'client@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Planning', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning des interventions' })).toBeVisible();
  const siege = page.getByRole('region', { name: 'Siège Client Démo' });
  await expect(siege).toContainText('Sophie G.');
  await expect(siege).toContainText('09:00 – 17:00');
  await expect(page.getByRole('main')).not.toContainText('Girard');
  // Other customers' sites are not listed.
  await expect(page.getByRole('region', { name: 'Centre commercial Les Arcades' })).toHaveCount(0);
  await fitsTheScreen(page);
});
