import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Logs in through the real login page and waits for the app to leave it. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeHidden();
}

/** The drawer menu (opened first on a phone). */
export async function mainMenu(page: Page) {
  const openMenu = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  return page.getByRole('navigation', { name: 'Menu principal' });
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/** Types into a MUI date or time field from its first section (a click mid-field would start in the middle). */
export async function typeInField(field: Locator, text: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(text);
}
