import { expect, test } from './fixtures.ts';
import { login, logout, mainMenu } from './helpers.ts';

test('the agent lands on the field start page on a phone and finds their menu', async ({ page }) => {
  await login(page, 'agent@demo.test');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Mon planning' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mon badge' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Factures et avoirs' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await logout(page);
});
