import { type Browser, expect, type Page, test } from './fixtures.ts';
import { login, mainMenu, typeInField } from './helpers.ts';

/** A signed-in page of its own browser context, on « Planning par sites », 11 weeks ahead (past the other specs). */
async function planningAhead(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email);
  await (await mainMenu(page)).getByRole('link', { name: 'Planning par sites' }).click();
  const grid = page.getByRole('table', { name: 'Planning par sites' });
  // The planning's code loads on demand, for two browsers at once.
  await expect(grid.getByRole('rowheader', { name: /Parking Gare de Lyon/ })).toBeVisible({ timeout: 20_000 });
  const week = page.getByRole('heading', { level: 2, name: /^Semaine du/ });
  for (let i = 0; i < 11; i++) {
    const before = await week.textContent();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(week).not.toHaveText(before ?? '');
  }
  return page;
}

test('a service saved by one planner appears on the owner’s grid without reloading, their open dialog kept', async ({
  browser,
}) => {
  // Two sessions to set up: more than the default 30 s.
  test.setTimeout(60_000);
  const [planner, owner] = await Promise.all([
    planningAhead(browser, 'planning@demo.test'),
    planningAhead(browser, 'gerant@demo.test'),
  ]);
  const ownerGrid = owner.getByRole('table', { name: 'Planning par sites' });
  const chip = ownerGrid
    .getByRole('cell', { name: /^Parking Gare de Lyon, lundi/ })
    .getByRole('button', { name: /^09:00–17:00 Moussa Diallo/ });
  await expect(chip).toHaveCount(0);
  // The owner is busy in a dialog of their own meanwhile.
  await ownerGrid.getByRole('button', { name: /^Ajouter un service : Parking Gare de Lyon, jeudi/ }).click();
  const ownerDialog = owner.getByRole('dialog', { name: 'Nouveau service' });
  await expect(ownerDialog).toBeVisible();

  const plannerGrid = planner.getByRole('table', { name: 'Planning par sites' });
  await plannerGrid.getByRole('button', { name: /^Ajouter un service : Parking Gare de Lyon, lundi/ }).click();
  const dialog = planner.getByRole('dialog', { name: 'Nouveau service' });
  await dialog.getByRole('combobox', { name: 'Collaborateur' }).fill('Moussa');
  await planner.getByRole('option', { name: 'Moussa Diallo' }).click();
  await typeInField(dialog.getByRole('group', { name: /^Début/ }), '0900');
  await typeInField(dialog.getByRole('group', { name: /^Fin/ }), '1700');
  const refetched = owner.waitForResponse((r) => r.url().includes('/fetch/planned-services') && r.ok());
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const confirmation = planner.getByRole('dialog', { name: 'Créer 1 service(s) ?' });
  await confirmation.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  // The refetch happened behind the owner's dialog, which is still open; once closed, the service is there.
  await refetched;
  await expect(ownerDialog).toBeVisible();
  await ownerDialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(chip).toBeVisible();
});
