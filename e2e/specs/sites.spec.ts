import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

const saved = 'Vos modifications ont été enregistrées avec succès';

test('the owner creates a site with an address and a position, opens it and gives an instruction', async ({ page }) => {
  const name = `Site E2E ${Date.now()}`;
  await login(page, 'gerant@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Centre commercial Les Arcades/ })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau site' });
  await dialog.getByRole('textbox', { name: 'Nom du site' }).fill(name);
  await dialog.getByRole('tab', { name: 'Adresse' }).click();
  await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('10 rue de Rivoli');
  // A click on the map places the site (tiles or not); typed coordinates then set it exactly.
  await dialog.getByRole('region', { name: /Carte du site/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Position du site' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Latitude' }).fill('48.8556');
  await dialog.getByRole('textbox', { name: 'Longitude' }).fill('2.3580');
  await dialog.getByRole('button', { name: 'Localiser la ville' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Ville' })).toHaveValue('Paris');
  await expect(dialog.getByRole('textbox', { name: 'Code postal' })).toHaveValue('75004');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Rechercher' }).fill(name);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('10 rue de Rivoli, 75004 Paris')).toBeVisible();
  await expect(page.getByText('100 m · 48.8556, 2.358')).toBeVisible();

  const instructions = page.getByRole('region', { name: 'Consignes' });
  await expect(instructions.getByText('Aucune consigne pour ce site.')).toBeVisible();
  await instructions.getByRole('button', { name: 'Nouvelle consigne' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle consigne' });
  await expect(
    form.getByText('Seront prévenus : les agents du site et les administrateurs de l’agence.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Titre' }).fill('Ronde de 22 h');
  await form.getByRole('textbox', { name: 'Consigne' }).fill('Vérifier les issues de secours du niveau -2.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  await expect(instructions.getByRole('listitem', { name: 'Ronde de 22 h' })).toContainText(
    'Vérifier les issues de secours du niveau -2.',
  );
});

test('the customer sees only the sites of their company', async ({ page }) => {
  await login(page, 'client@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Sites', exact: true }).click();
  const table = page.getByRole('table', { name: 'Sites' });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const site of ['Siège Client Démo', 'Entrepôt Logistique Gennevilliers', 'Tour Horizon La Défense']) {
    await expect(table.getByRole('link', { name: site })).toBeVisible();
  }
  await expect(table.getByText('Centre commercial Les Arcades')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nouveau site' })).toHaveCount(0);
  await table.getByRole('link', { name: 'Siège Client Démo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Siège Client Démo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consignes' }).getByText('Accueil des visiteurs')).toBeVisible();
});

test('the owner changes the lone-worker check frequency, not below 5 minutes', async ({ page }) => {
  await login(page, 'gerant@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Terrain', exact: true }).click();
  const form = page.getByRole('form', { name: 'Protection du travailleur isolé' });
  const frequency = form.getByRole('spinbutton', { name: 'Fréquence de contrôle' });
  await expect(frequency).toHaveValue('15');
  await frequency.fill('4');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('La fréquence minimale est de 5 minutes')).toBeVisible();
  await frequency.fill('20');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Protection du travailleur isolé' })
      .getByRole('spinbutton', { name: 'Fréquence de contrôle' }),
  ).toHaveValue('20');
});
