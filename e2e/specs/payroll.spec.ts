import fs from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, login, mainMenu } from './helpers.ts';

/** The current month in Paris (« 2026-11 »): the sv-SE locale writes dates as YYYY-MM-DD. */
const month = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);

test('the owner adds a bonus, downloads the month’s payroll CSV and finds the agent’s hours and the bonus', async ({
  page,
  request,
}) => {
  await login(page, 'gerant@demo.test');
  await (await mainMenu(page)).getByRole('link', { name: 'Éléments de salaire' }).click();
  await expect(page.getByRole('heading', { name: 'Éléments de salaire', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un élément' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel élément de salaire' });
  await dialog.getByRole('combobox', { name: /Collaborateur/ }).click();
  await page.getByRole('option', { name: 'Karim Benali' }).click();
  await dialog.getByRole('textbox', { name: /Libellé/ }).fill('Prime de nuit exceptionnelle');
  await dialog.getByRole('textbox', { name: /Montant/ }).fill('62,50');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('L’élément de salaire a été créé')).toBeVisible();
  const table = page.getByRole('table', { name: 'Éléments de salaire' });
  await expect(table.getByRole('row', { name: /Prime de nuit exceptionnelle/ })).toContainText('62,50');

  await (await mainMenu(page)).getByRole('link', { name: 'Exports' }).click();
  const payrollCard = page.getByRole('article', { name: 'Éléments de paie' });
  await expect(page.getByRole('table', { name: 'Aperçu de la paie' })).toContainText('Karim Benali');
  const download = page.waitForEvent('download');
  await payrollCard.getByRole('button', { name: 'Télécharger Éléments de paie (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paie-${month()}.csv`);
  const text = await fs.readFile((await file.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const line = text.split('\r\n').find((l) => l.includes('Karim Benali')) as string;
  expect(line).toContain('Prime : Prime de nuit exceptionnelle 62,50 €');

  // The hours in the file are the hours module's for the same month.
  const session = await request.post('/api/login_check', {
    data: { username: 'gerant@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await session.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await request.get('/api/user', { headers })).json()) as {
    userCompanies: Array<{ agency: { id: string } }>;
  };
  const base = `/api/agency/${user.userCompanies[0].agency.id}`;
  const [year, m] = month().split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const hours = (await (
    await request.post(`${base}/fetch/hours`, {
      headers,
      data: { from: `${month()}-01`, to: `${month()}-${last}`, limit: 500 },
    })
  ).json()) as { data: Array<{ agent: { fullname: string }; plannedMinutes: number }> };
  const karim = hours.data.find((r) => r.agent.fullname === 'Karim Benali');
  const planned = String(Math.round(((karim?.plannedMinutes ?? 0) / 60) * 100) / 100).replace('.', ',');
  expect(line.split(';')[2]).toBe(planned);
});
