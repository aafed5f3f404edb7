import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

test('the owner replaces an agent on a coming service through the cover dialog', async ({ page }) => {
  await login(page, 'gerant@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Services en cours et à venir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services en cours et à venir' })).toBeVisible();

  // Thomas's last night of the rota, three weeks ahead: the journeys of the other specs keep the near rota.
  await page.getByRole('combobox', { name: 'Agent' }).click();
  await page.getByRole('option', { name: 'Thomas Lefèvre' }).click();
  await page.getByRole('button', { name: '30 jours' }).click();
  const upcoming = page.getByRole('table', { name: 'Services à venir' });
  await expect(upcoming.getByRole('row').nth(4)).toContainText('Thomas Lefèvre');
  const row = upcoming.getByRole('row').last();
  const when = ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim();
  expect(when).toContain('20:00 → 08:00 le lendemain');
  await row.getByRole('button', { name: /^Remplacer/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Absence / remplacement de Thomas Lefèvre' });
  await expect(dialog.getByText('1 service(s) sélectionné(s) sur 1')).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Entrepôt Logistique Gennevilliers');
  await dialog.getByRole('button', { name: 'Proposer des remplaçants' }).click();

  // Ranked: free agents first, then those with warnings; blocked ones cannot be chosen.
  const candidates = dialog.getByRole('list', { name: 'Remplaçants proposés' });
  await expect(candidates.getByRole('listitem').first()).toBeVisible();
  const blocked = candidates.getByRole('listitem').filter({ has: page.getByText('Bloquant', { exact: true }) });
  if ((await blocked.count()) > 0) await expect(blocked.first().getByRole('radio')).toBeDisabled();
  const chosen = candidates
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio', { disabled: false }) })
    .first();
  const name = (await chosen.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('Thomas Lefèvre');
  const free = (await chosen.getByText('Disponible', { exact: true }).count()) > 0;
  await chosen.getByRole('radio').check();
  await dialog.getByRole('button', { name: `Affecter à ${name}` }).click();

  const confirmation = page.getByRole('dialog', { name: 'Modifier 1 service(s) ?' });
  await confirmation.getByRole('button', { name: 'Enregistrer' }).click();
  if (!free) {
    // Warnings are listed for confirmation before the save.
    const warnings = page.getByRole('dialog', { name: 'Les erreurs suivantes ont été détectées' });
    await warnings.getByRole('button', { name: 'Enregistrer quand même' }).click();
  }
  await expect(page.getByText('Vos modifications ont été enregistrées avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The filter on Thomas no longer lists it; the new agent's list does.
  await expect(upcoming.getByRole('row').filter({ hasText: when })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Agent' }).click();
  await page.getByRole('option', { name }).click();
  await expect(upcoming.getByRole('row').filter({ hasText: when })).toContainText('Entrepôt Logistique Gennevilliers');
});

test('the owner opens « Absence / remplacement » from an agent of Collaborateurs', async ({ page }) => {
  await login(page, 'gerant@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Collaborateurs', exact: true }).click();
  await page.getByRole('button', { name: 'Actions pour Julie Moreau' }).click();
  await page.getByRole('menuitem', { name: 'Absence / remplacement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Absence / remplacement de Julie Moreau' });
  await expect(dialog.getByText(/service\(s\) sélectionné\(s\) sur/)).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Tour Horizon La Défense');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
});

test('« Services en cours et à venir » and the menu fit a 1366 px laptop without scrolling sideways', async ({
  page,
}) => {
  await login(page, 'planning@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Services en cours et à venir' }).click();
  await expect(page.getByRole('table', { name: 'Services à venir' }).getByRole('row').nth(1)).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    menu: Math.max(
      ...[...document.querySelectorAll('nav')].map((nav) => {
        const drawer = nav.closest('.MuiDrawer-paper') ?? nav;
        return drawer.scrollWidth - drawer.clientWidth;
      }),
    ),
  }));
  expect(widths).toEqual({ page: 0, menu: 0 });
});
