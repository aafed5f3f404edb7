import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, login, logout, mainMenu } from './helpers.ts';

test('a wrong password is refused with a French message', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('gerant@demo.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible();
});

test('the owner logs in, sees the agency home and the billing menu, then logs out', async ({ page }) => {
  await login(page, 'gerant@demo.test');
  await expect(page.getByText('Sécurité Démo').first()).toBeVisible();
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Factures et avoirs' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Planning par sites' })).toBeVisible();
  await logout(page);
});

test('forgot password: the e-mail link sets a new password that then logs in', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The page comes on demand: the login form's own « Adresse e-mail » is there until it has replaced it.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('agent3@demo.test');
  await page.getByRole('button', { name: /envoyer/i }).click();
  await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();

  let link = '';
  await expect(async () => {
    const response = await request.get('/api/dev/mails.json?to=agent3@demo.test');
    const { data } = (await response.json()) as { data: Array<{ links: string[] }> };
    link = data[0]?.links.find((l) => l.includes('reinitialisation-mot-de-passe')) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('abc');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(
    page.getByText('6 caractères min., 1 chiffre min., 1 minuscule min., 1 majuscule min.').first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Nouveau2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Nouveau2026');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe a été modifié/)).toBeVisible();

  await login(page, 'agent3@demo.test', 'Nouveau2026');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();
  expect(DEMO_PASSWORD).not.toBe('Nouveau2026');
});
