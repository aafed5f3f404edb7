import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

const saved = 'Vos modifications ont été enregistrées avec succès';

test('the owner creates an agent with a CNAPS card, finds it in the list and edits it', async ({ page }) => {
  const lastname = `Testeur${Date.now()}`;
  await login(page, 'gerant@demo.test');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Collaborateurs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collaborateurs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'MOREAU Julie' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau collaborateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau collaborateur' });
  await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Églantine');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastname);
  await dialog.getByRole('tab', { name: 'Carte professionnelle et certificats' }).click();
  // The number carries its expiry date: leaving the field fills the date.
  await dialog.getByRole('textbox', { name: 'Numéro de carte professionnelle' }).fill('car-075-2031-05-20-20211234567');
  await dialog.getByRole('textbox', { name: 'Numéro de carte professionnelle' }).blur();
  await expect(dialog.getByText('Valide', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Rechercher' }).fill(lastname);
  const row = page.getByRole('row', { name: new RegExp(lastname, 'i') });
  await expect(row).toBeVisible();
  await expect(row.getByText('Carte jusqu’au 20/05/2031')).toBeVisible();
  await expect(row.getByText('Valide')).toBeVisible();
  await expect(page.getByRole('row', { name: /MOREAU Julie/ })).toHaveCount(0);

  await row.getByRole('button', { name: `${lastname.toUpperCase()} Églantine` }).click();
  const record = page.getByRole('dialog', { name: `Églantine ${lastname}` });
  await record.getByRole('tab', { name: 'Carte professionnelle et certificats' }).click();
  await expect(record.getByRole('textbox', { name: 'Numéro de carte professionnelle' })).toHaveValue(
    'CAR-075-2031-05-20-20211234567',
  );
  await record.getByRole('tab', { name: 'Compétences' }).click();
  await record.getByRole('combobox', { name: 'Spécialités' }).fill('Rondier');
  await record.getByRole('combobox', { name: 'Spécialités' }).press('Enter');
  await record.getByRole('tab', { name: 'Paramètres' }).click();
  await record.getByRole('switch', { name: 'Planifiable' }).click();
  await expect(record.getByRole('switch', { name: 'Planifiable' })).not.toBeChecked();
  await record.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(record).toBeHidden();
  await expect(row.getByText('Rondier')).toBeVisible();

  await page.getByRole('combobox', { name: 'Planifiable' }).click();
  await page.getByRole('option', { name: 'Non planifiables' }).click();
  await expect(row).toBeVisible();
});

test('the planning staff, who may not create agents, is refused the Collaborateurs page', async ({ page }) => {
  await login(page, 'planning@demo.test');
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Annuaire' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Collaborateurs', exact: true })).toHaveCount(0);
  await page.goto('/#/planification/agents');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouveau collaborateur' })).toHaveCount(0);
});

// A real 1×1 PNG and a minimal PDF, as a phone or a scanner would give them.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('the owner gives an agent a photo and documents, and deletes one', async ({ page }) => {
  await login(page, 'gerant@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Collaborateurs', exact: true }).click();
  await page.getByRole('button', { name: 'LEFÈVRE Thomas' }).click();
  const record = page.getByRole('dialog', { name: 'Thomas Lefèvre' });

  await record.getByLabel('Ajouter une photo').setInputFiles({
    name: 'thomas.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText('La photo a été enregistrée.')).toBeVisible();
  await expect(record.getByRole('img', { name: 'Photo de Thomas Lefèvre' })).toBeVisible();

  await record.getByRole('tab', { name: 'Documents' }).click();
  await record.getByRole('combobox', { name: 'Catégorie des documents ajoutés' }).click();
  await page.getByRole('option', { name: 'Contrat de travail' }).click();
  await record.getByLabel('Ajouter des documents').setInputFiles([
    { name: 'contrat-thomas.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'avenant-thomas.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(page.getByText('2 documents ajoutés.')).toBeVisible();
  const documents = record.getByRole('list', { name: 'Documents du collaborateur' });
  await expect(documents.getByText('contrat-thomas.pdf')).toBeVisible();
  await expect(documents.getByText(/^Contrat de travail · ajouté le/).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await record.getByRole('button', { name: 'Télécharger contrat-thomas.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('contrat-thomas.pdf');

  await record.getByRole('button', { name: 'Supprimer avenant-thomas.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer ce document ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Le document a été supprimé.')).toBeVisible();
  await expect(documents.getByText('avenant-thomas.pdf')).toHaveCount(0);
  await expect(documents.getByText('contrat-thomas.pdf')).toBeVisible();
});
