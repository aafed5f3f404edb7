import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

test('on a phone the agent shows their badge, downloads it, and calls a colleague from the Annuaire', async ({
  page,
}) => {
  await login(page, 'agent@demo.test');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  let menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Mon badge' }).click();
  const badge = page.getByRole('article', { name: 'Badge professionnel' });
  await expect(badge).toBeVisible();
  await expect(badge.getByText('BENALI')).toBeVisible();
  await expect(badge.getByText('Sécurité Démo')).toBeVisible();
  const qrCode = badge.getByRole('img', { name: 'QR code de vérification du badge' });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Demo data: Karim's card expires within the 3 months of the renewal.
  await expect(page.getByText('Votre carte professionnelle expire bientôt', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toBe('badge-karim-benali.pdf');

  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Annuaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Annuaire' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un collègue' }).fill('gerard');
  const owner = page.getByRole('article', { name: 'Gérard Martin' });
  await expect(owner).toBeVisible();
  await expect(page.getByRole('article', { name: 'Julie Moreau' })).toHaveCount(0);
  await expect(owner.getByRole('link', { name: /^Appeler Gérard Martin/ })).toHaveAttribute('href', /^tel:/);
  await expect(owner.getByRole('link', { name: /^Écrire à Gérard Martin/ })).toHaveAttribute(
    'href',
    'mailto:gerant@demo.test',
  );
});
