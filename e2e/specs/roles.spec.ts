import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

test('planning staff sees planning but no billing, and a billing address is refused', async ({ page }) => {
  await login(page, 'planning@demo.test');
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Planning par sites' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Planning par collaborateurs' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Factures et avoirs' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Devis' })).toHaveCount(0);
  await page.goto('/#/factures');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});

test('the customer user sees the customer space only', async ({ page }) => {
  await login(page, 'client@demo.test');
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Factures', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Planning par sites' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Collaborateurs' })).toHaveCount(0);
});

test('the platform admin sees the administration', async ({ page }) => {
  await login(page, 'admin@demo.test');
  const menu = await mainMenu(page);
  await expect(menu.getByText('Administration').first()).toBeVisible();
});

test('the second agency owner only sees their agency', async ({ page }) => {
  await login(page, 'gerant2@demo.test');
  await expect(page.getByText('Agence Témoin').first()).toBeVisible();
  await expect(page.getByText('Sécurité Démo')).toHaveCount(0);
});
