import { expect, test } from './fixtures.ts';
import { login, mainMenu, typeInField } from './helpers.ts';

const saved = 'Vos modifications ont été enregistrées avec succès';

/** 'Semaine du 25/01/2027' → the Sunday of the following week, as typed in a French date field (ddmmyyyy). */
function endOfNextWeek(heading: string): string {
  const [, dd, mm, yyyy] = /(\d\d)\/(\d\d)\/(\d{4})/.exec(heading) ?? [];
  const sunday = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) + 13));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(sunday.getUTCDate())}${pad(sunday.getUTCMonth() + 1)}${sunday.getUTCFullYear()}`;
}

test('planning staff plan a weekly service on a site, see its days, drag one to another day and move the following ones', async ({
  page,
}) => {
  // Two saves, a drag and an edit of a series: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await login(page, 'planning@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Planning par sites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning par sites' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Planning par sites' });
  await expect(grid.getByRole('rowheader', { name: /Parking Gare de Lyon/ })).toBeVisible();

  // Weeks past the demo rota (it runs three weeks ahead): the agent is free there.
  const week = page.getByRole('heading', { level: 2, name: /^Semaine du/ });
  for (let i = 0; i < 8; i++) {
    const before = await week.textContent();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(week).not.toHaveText(before ?? '');
  }
  const until = endOfNextWeek((await week.textContent()) ?? '');

  await grid.getByRole('button', { name: /^Ajouter un service : Parking Gare de Lyon, lundi/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau service' });
  await expect(dialog.getByRole('combobox', { name: 'Site' })).toHaveValue('Parking Gare de Lyon');
  await dialog.getByRole('combobox', { name: 'Collaborateur' }).fill('Moussa');
  await page.getByRole('option', { name: 'Moussa Diallo' }).click();
  await typeInField(dialog.getByRole('group', { name: /^Début/ }), '0900');
  await typeInField(dialog.getByRole('group', { name: /^Fin/ }), '1700');
  await dialog.getByRole('combobox', { name: 'Type de répétition' }).selectOption({ label: 'Chaque semaine' });
  await dialog.getByRole('button', { name: 'lundi' }).click();
  await dialog.getByRole('button', { name: 'mercredi' }).click();
  await typeInField(dialog.getByRole('group', { name: 'Date de fin' }), until);
  const summary = dialog.getByRole('status', { name: 'Résumé de la répétition' });
  await expect(summary).toContainText('Chaque semaine le lundi, mercredi de 09:00 à 17:00');
  await expect(summary).toContainText('4 service(s) à créer');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Créer 4 service(s) ?' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  const cell = (day: string) => grid.getByRole('cell', { name: new RegExp(`^Parking Gare de Lyon, ${day}`) });
  const chip = (day: string) => cell(day).getByRole('button', { name: /^09:00–17:00 Moussa Diallo/ });
  await expect(chip('lundi')).toBeVisible();
  await expect(chip('mercredi')).toBeVisible();
  await expect(chip('mardi')).toHaveCount(0);

  await chip('lundi').dragTo(cell('mardi'));
  await page
    .getByRole('dialog', { name: 'Modifier 1 service(s) ?' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(chip('mardi')).toBeVisible();
  await expect(chip('lundi')).toHaveCount(0);
  await expect(chip('mercredi')).toBeVisible();

  // Wednesday and the following ones of the repetition (the next Monday and Wednesday) start an hour later.
  await chip('mercredi').click();
  const edit = page.getByRole('dialog', { name: /^Modifier le service/ });
  await edit.getByRole('radio', { name: 'Ce service et les suivants de la répétition' }).check();
  await typeInField(edit.getByRole('group', { name: /^Début/ }), '1000');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('dialog', { name: 'Modifier 3 service(s) ?' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText(saved).first()).toBeVisible();
  await expect(cell('mercredi').getByRole('button', { name: /^10:00–17:00 Moussa Diallo/ })).toBeVisible();
  await expect(chip('mardi')).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(cell('lundi').getByRole('button', { name: /^10:00–17:00 Moussa Diallo/ })).toBeVisible();
});
