import { expect, type Locator, test } from './fixtures.ts';
import { login, mainMenu, typeInField } from './helpers.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Monday `weeks` weeks ahead (past the demo rota, which runs a few weeks ahead: the agent is free). */
function mondayAhead(weeks: number): Date {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const toMonday = (8 - new Date(today).getUTCDay()) % 7 || 7;
  return new Date(today + (toMonday + 7 * (weeks - 1)) * 86_400_000);
}
/** As typed in a French date field (ddmmyyyy) and as shown (dd/mm/yyyy). */
const typed = (d: Date) => `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${d.getUTCFullYear()}`;
/** Types a date into a MUI date field from its first section (a click elsewhere would start mid-date). */
async function typeDate(field: Locator, date: Date) {
  await typeInField(field, typed(date));
  await expect(field.getByRole('spinbutton').first()).toHaveText(pad(date.getUTCDate()));
}
const shown = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

test('the owner plans a two-stop circuit for an agent, finds it in the list and in the agents planning', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const monday = mondayAhead(10);
  await login(page, 'gerant@demo.test');
  await (await mainMenu(page)).getByRole('link', { name: 'Circuits (tournées)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Circuits (tournées)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Planifiés : / })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau circuit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau circuit' });
  await dialog.getByRole('textbox', { name: /Nom du circuit/ }).fill('Tournée E2E');
  await dialog.getByRole('combobox', { name: 'Collaborateur' }).fill('Moussa');
  await page.getByRole('option', { name: 'Moussa Diallo' }).click();
  await typeDate(dialog.getByRole('group', { name: /^Date/ }), monday);

  const stop = (n: number) => dialog.getByRole('listitem', { name: `Étape ${n}` });
  const fillStop = async (n: number, site: string, from: string, to: string) => {
    await stop(n)
      .getByRole('combobox', { name: `Site de l’étape ${n}` })
      .fill(site.slice(0, 8));
    await page.getByRole('option', { name: site }).click();
    await typeInField(stop(n).getByRole('group', { name: /^Arrivée/ }), from);
    await typeInField(stop(n).getByRole('group', { name: /^Départ/ }), to);
  };
  await fillStop(1, 'Parking Gare de Lyon', '0900', '1100');
  await dialog.getByRole('button', { name: 'Ajouter une étape' }).click();
  await fillStop(2, 'Tour Horizon La Défense', '1130', '1300');
  await expect(dialog.getByRole('status', { name: 'Étapes qui se chevauchent' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Créer 2 service(s) ?' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos modifications ont été enregistrées avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows the period asked for.
  await typeDate(page.getByRole('group', { name: /^Du/ }), monday);
  await typeDate(page.getByRole('group', { name: /^Au/ }), new Date(monday.getTime() + 6 * 86_400_000));
  const row = page.getByRole('table', { name: 'Circuits' }).getByRole('row', { name: /Tournée E2E/ });
  await expect(row).toContainText('Moussa Diallo');
  await expect(row).toContainText(`${shown(monday)} · 09:00–13:00`);
  await expect(row).toContainText('Parking Gare de Lyon → Tour Horizon La Défense');
  await expect(row).toContainText('Planifié');
  await expect(page.getByRole('button', { name: 'Planifiés : 1' })).toBeVisible();

  await (await mainMenu(page)).getByRole('link', { name: 'Planning par collaborateurs' }).click();
  const week = page.getByRole('heading', { level: 2, name: /^Semaine du/ });
  await expect(week).toBeVisible();
  for (let i = 0; i < 12 && (await week.textContent()) !== `Semaine du ${shown(monday)}`; i++) {
    const before = await week.textContent();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(week).not.toHaveText(before ?? '');
  }
  await expect(week).toHaveText(`Semaine du ${shown(monday)}`);
  const grid = page.getByRole('table', { name: 'Planning par collaborateurs' });
  const cell = grid.getByRole('cell', { name: /^Moussa Diallo, lundi/ });
  await expect(cell.getByRole('button', { name: '09:00–13:00 Circuit Tournée E2E' })).toBeVisible();
  // Its stops are covered by the circuit: one chip only.
  await expect(cell.getByRole('button', { name: /^\d\d:\d\d–/ })).toHaveCount(1);
});
