import ExcelJS from 'exceljs';
import { expect, type Page, test } from './fixtures.ts';
import { apiLogin, login, mainMenu, typeInField } from './helpers.ts';

/**
 * Platform administration (issue 16) from the browser: admin@ creates an agency of its own, imports a workbook into
 * it (one bad row, shown with its error), announces a maintenance and enters the agency, which the audit log lists.
 * Only records this spec creates are touched; the maintenance message is removed at the end (afterAll too, should a
 * step fail), since every later spec would see its banner.
 */

const AGENCY = `Agence Plateforme ${Date.now().toString(36)}`;
const MESSAGE = 'Mise à jour de la plateforme : coupure de 30 minutes.';

test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await api.delete('/api/admin/maintenance-message', { headers: await apiLogin(api, 'admin@demo.test') });
  await api.dispose();
});

async function openMenuEntry(page: Page, label: string) {
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

/** A workbook as an agency keeps it: one customer, two agents of which one has a broken e-mail address. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Clients').addRows([
    ['Nom', 'E-mail', 'Code postal', 'Ville'],
    ['Résidence Les Tilleuls', 'contact@tilleuls.test', '69002', 'Lyon'],
  ]);
  book.addWorksheet('Collaborateurs').addRows([
    ['Prénom', 'Nom', 'E-mail'],
    ['Inès', 'Garnier', 'ines.garnier@exemple.test'],
    ['Marc', 'Lopez', 'marc.lopez-exemple.test'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('admin creates an agency, imports its workbook, announces a maintenance and enters the agency', async ({
  page,
}) => {
  // About 20 s on an idle machine; room for a loaded one.
  test.setTimeout(90_000);
  await login(page, 'admin@demo.test');

  // A new agency, from « Agences ».
  await openMenuEntry(page, 'Agences');
  await page.getByRole('link', { name: 'Nouvelle agence' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle agence', level: 1 })).toBeVisible();
  await page.getByLabel('Nom de l’agence').fill(AGENCY);
  await page.getByLabel('Ville').fill('Marseille');
  await page.getByRole('button', { name: 'Créer l’agence' }).click();
  await expect(page.getByRole('heading', { name: AGENCY, level: 1 })).toBeVisible();
  await expect(page.getByText('aucun gérant')).toBeVisible();

  // Its workbook: checked first, the bad row named with its error, then the good rows imported once confirmed.
  await openMenuEntry(page, 'Import d’agence');
  await page.getByRole('radio', { name: 'Agence existante' }).check();
  await page.getByRole('combobox', { name: 'Agence' }).fill(AGENCY);
  await page.getByRole('option', { name: AGENCY }).click();
  await page.getByLabel('Fichier à importer').setInputFiles({
    name: 'agence.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(),
  });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  const agents = page.getByRole('table', { name: 'Lignes de la feuille Collaborateurs' });
  await expect(agents.getByRole('row', { name: /Marc Lopez/ })).toContainText(
    'E-mail : « marc.lopez-exemple.test » n’est pas une adresse valide.',
  );
  await expect(agents.getByRole('row', { name: /Inès Garnier/ })).toContainText('Prête à importer');
  await expect(page.getByText(/1 ligne en erreur, 2 valides/)).toBeVisible();
  await page.getByRole('button', { name: 'Importer les lignes valides' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Importer les lignes valides' }).click();
  await expect(
    page.getByText(
      `Import terminé dans ${AGENCY} : 1 client, 0 site, 1 collaborateur ; 1 ligne en erreur non importée.`,
    ),
  ).toBeVisible();

  // A maintenance announced for next year: the banner tells every page, then the message is withdrawn.
  await openMenuEntry(page, 'Message de maintenance');
  await page.getByLabel('Message affiché aux utilisateurs').fill(MESSAGE);
  await typeInField(page.getByRole('group', { name: /^Début/ }), `0106${new Date().getFullYear() + 1}0900`);
  await page.getByRole('switch', { name: /Activer/ }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le message de maintenance est enregistré et activé.')).toBeVisible();
  await expect(page.getByText('Annoncé, à venir')).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: `Maintenance prévue à partir du` });
  await expect(banner).toContainText(MESSAGE);
  await page.getByRole('button', { name: 'Retirer le message' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(banner).toHaveCount(0);

  // Entering the agency: the banner says so, and the audit log keeps the visit.
  await openMenuEntry(page, 'Agences');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(AGENCY);
  const row = page.getByRole('row', { name: new RegExp(AGENCY) });
  await row.getByRole('button', { name: 'Entrer dans l’agence' }).click();
  await expect(page.getByText(`Vous consultez l’agence ${AGENCY} depuis l’administration`)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(AGENCY);
  await page.getByRole('button', { name: 'Quitter l’agence' }).click();

  await openMenuEntry(page, 'Journal d’audit');
  const log = page.getByRole('table', { name: 'Journal d’audit' });
  await expect(
    log.getByRole('row').filter({ hasText: 'Entrée dans l’agence' }).filter({ hasText: AGENCY }),
  ).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'Sortie de l’agence' }).filter({ hasText: AGENCY })).toHaveCount(
    1,
  );
  await expect(log.getByRole('row').filter({ hasText: 'Import de l’agence depuis un tableur' }).first()).toContainText(
    AGENCY,
  );
});
