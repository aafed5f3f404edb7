import { expect, type Page, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

/**
 * Platform administration from the browser: entering an agency, acting as a user, locking an agency.
 * Specs share one database in file order: whatever this file changes, it puts back (afterAll unlocks
 * 'Agence Témoin' through the API even when a test failed half-way).
 */

const TEMOIN = 'Agence Témoin';

async function openAdminPage(page: Page, label: 'Agences' | 'Utilisateurs') {
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

const agencyRow = (page: Page) => page.getByRole('row', { name: new RegExp(TEMOIN) });

test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/login_check', { data: { username: 'admin@demo.test', password: 'Demo1234' } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await api.post('/api/admin/fetch/agencies', { headers, data: { filters: { search: TEMOIN } } });
  for (const agency of (await list.json()).data as Array<{ id: string; locked: boolean }>) {
    if (agency.locked)
      await api.patch(`/api/admin/agency/${agency.id}/subscription`, { headers, data: { locked: false } });
  }
  await api.dispose();
});

test('the admin enters « Agence Témoin » from Agences and sees its dashboard, then leaves it', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await openAdminPage(page, 'Agences');
  await agencyRow(page).getByRole('button', { name: 'Entrer dans l’agence' }).click();

  await expect(page.getByRole('heading', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(TEMOIN);
  await expect(page.getByText(`Vous consultez l’agence ${TEMOIN} depuis l’administration`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chiffres clés' })).toContainText('Collaborateurs');
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Factures et avoirs' })).toBeVisible();

  await page.getByRole('button', { name: 'Quitter l’agence' }).click();
  await expect(page.getByRole('heading', { name: 'Agences', level: 1 })).toBeVisible();
  await expect(page.getByText(/Vous consultez l’agence/)).toHaveCount(0);
});

test('the admin acts as gerant2@demo.test from Utilisateurs, then comes back', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await openAdminPage(page, 'Utilisateurs');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('gerant2@demo.test');
  const row = page.getByRole('row', { name: /Hélène Roux/ });
  await expect(page.getByRole('table', { name: 'Utilisateurs' }).getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Se connecter en tant que' }).click();
  const dialog = page.getByRole('dialog', { name: 'Se connecter en tant que Hélène Roux ?' });
  await dialog.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page.getByText('Vous êtes connecté en tant que Hélène Roux')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(TEMOIN);
  await expect(page.getByRole('heading', { name: 'Tableau de bord', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Tableau de bord plateforme' })).toBeVisible();
  await expect(page.getByText(/Vous êtes connecté en tant que/)).toHaveCount(0);
});

test('a locked agency: its owner sees the subscription page until the admin unlocks it', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'admin@demo.test');
  await openAdminPage(page, 'Agences');
  await agencyRow(page).getByRole('button', { name: 'Verrouiller' }).click();
  const dialog = page.getByRole('dialog', { name: `Verrouiller l’agence ${TEMOIN} ?` });
  await expect(dialog).toContainText('n’auront plus accès qu’au tableau de bord');
  await dialog.getByRole('button', { name: 'Verrouiller' }).click();
  await expect(agencyRow(page).getByText('Verrouillée')).toBeVisible();

  const ownerContext = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const owner = await ownerContext.newPage();
  await login(owner, 'gerant2@demo.test');
  await expect(owner.getByText('L’abonnement de votre agence n’est plus valide').first()).toBeVisible();
  await owner.goto('/#/clients/customers');
  await expect(owner).toHaveURL(/#\/abonnement-invalide$/);
  await expect(owner.getByRole('heading', { name: 'Abonnement', level: 1 })).toBeVisible();
  await expect(owner.getByText('L’abonnement de votre agence n’est plus valide')).toBeVisible();

  await agencyRow(page).getByRole('button', { name: 'Déverrouiller' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(agencyRow(page).getByText('Active')).toBeVisible();

  await owner.reload();
  await owner.goto('/#/clients/customers');
  await expect(owner.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await ownerContext.close();
});
