import { expect, type Page, test } from './fixtures.ts';
import { login, mainMenu, typeInField } from './helpers.ts';

const SITE = 'Tour Horizon La Défense';

async function openMenu(page: Page, entry: string) {
  await (await mainMenu(page)).getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

async function createCheckpoint(page: Page, title: string, badge: string | null) {
  await page.getByRole('link', { name: 'Nouveau point de contrôle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau point de contrôle' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre' }).fill(title);
  await page.getByRole('combobox', { name: 'Site' }).fill('Tour Hor');
  await page.getByRole('option', { name: SITE }).click();
  if (badge) await page.getByRole('textbox', { name: 'Badge' }).fill(badge);
  await page.getByRole('radio', { name: 'Orange' }).check();
  // A click on the map places the checkpoint (tiles or not).
  await page.getByRole('region', { name: 'Carte du point de contrôle' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Position : / })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le point de contrôle a été enregistré')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Points de contrôle' })).toBeVisible();
}

test('the owner places two checkpoints, makes them a round and plans a service on the site with the round', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'gerant@demo.test');

  await openMenu(page, 'Points de contrôle');
  await createCheckpoint(page, 'Accueil tour E2E', 'E2E-ACCUEIL');
  await createCheckpoint(page, 'Local technique E2E', null);
  const table = page.getByRole('table', { name: 'Points de contrôle' });
  await expect(table.getByRole('columnheader', { name: new RegExp(`^${SITE} · 2 point\\(s\\)`) })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Accueil tour E2E' })).toContainText('QR · E2E-ACCUEIL');
  await expect(table.getByRole('row', { name: 'Local technique E2E' })).toContainText('QR du point');
  await expect(table.getByRole('row', { name: 'Local technique E2E' })).toContainText('Aucune ronde');

  await openMenu(page, 'Rondes');
  await page.getByRole('link', { name: 'Nouvelle ronde' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle ronde' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom de la ronde' }).fill('Ronde tour E2E');
  await page.getByRole('combobox', { name: 'Site' }).fill('Tour Hor');
  await page.getByRole('option', { name: SITE }).click();
  await page.getByRole('button', { name: 'Ajouter Local technique E2E' }).click();
  await page.getByRole('button', { name: 'Ajouter Accueil tour E2E' }).click();
  await page.getByRole('button', { name: 'Monter Accueil tour E2E' }).click();
  const order = page.getByRole('list', { name: 'Ordre de passage' }).getByRole('listitem');
  await expect(order).toHaveText([/^1\.Accueil tour E2E/, /^2\.Local technique E2E/]);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La ronde a été enregistrée')).toBeVisible();
  const row = page.getByRole('table', { name: 'Rondes' }).getByRole('row', { name: /Ronde tour E2E/ });
  await expect(row).toContainText(SITE);
  await expect(row).toContainText('2 points');
  await expect(row).toContainText('Ordre imposé');
  await expect(row).toContainText('1 fois par service');

  // A week past the demo rota, on the site's row of the planning.
  await openMenu(page, 'Planning par sites');
  const week = page.getByRole('heading', { level: 2, name: /^Semaine du/ });
  for (let i = 0; i < 6; i++) {
    const before = await week.textContent();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(week).not.toHaveText(before ?? '');
  }
  const grid = page.getByRole('table', { name: 'Planning par sites' });
  await grid.getByRole('button', { name: new RegExp(`^Ajouter un service : ${SITE}, mardi`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau service' });
  await expect(dialog.getByRole('combobox', { name: 'Site' })).toHaveValue(SITE);
  await typeInField(dialog.getByRole('group', { name: /^Début/ }), '0900');
  await typeInField(dialog.getByRole('group', { name: /^Fin/ }), '1700');
  await dialog.getByRole('combobox', { name: 'Rondes' }).click();
  await page.getByRole('option', { name: 'Ronde tour E2E (2 points)' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Créer 1 service(s) ?' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos modifications ont été enregistrées avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the service holds the round.
  const cell = grid.getByRole('cell', { name: new RegExp(`^${SITE}, mardi`) });
  await cell.getByRole('button', { name: /^09:00–17:00 Non affecté/ }).click();
  const saved = page.getByRole('dialog', { name: /^Modifier le service/ });
  await expect(saved.getByRole('button', { name: 'Ronde tour E2E (2 points)' })).toBeVisible();
});
