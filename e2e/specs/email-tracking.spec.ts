import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

test('the owner follows the agency’s e-mails: a bounce from the SMTP answer, and an open seen when the mail is read', async ({
  page,
  request,
}) => {
  await login(page, 'gerant@demo.test');
  await (await mainMenu(page)).getByRole('link', { name: 'Suivi des e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'Suivi des e-mails', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Événements des e-mails' });
  const bounce = table.getByRole('row').filter({ hasText: 'ancien.contact@client-demo.invalid' });
  await expect(bounce.getByText('Rejeté')).toBeVisible();
  await expect(bounce.getByText(/550 5\.1\.1/)).toBeVisible();

  // Only the opens.
  await page.getByRole('combobox', { name: 'Événement' }).click();
  await page.getByRole('option', { name: 'Ouvert' }).click();
  const opens = table.getByRole('row').filter({ hasText: 'Ouvert' });
  const before = await opens.count();
  expect(before).toBeGreaterThan(0);

  // The recipient reads the demo planning mail (the mail viewer stands in for their inbox, images shown).
  const listed = await request.get('/api/dev/mails.json?to=agent@demo.test');
  const { data } = (await listed.json()) as { data: Array<{ id: string; subject: string }> };
  const planning = data.find((mail) => mail.subject === 'Votre planning — semaine prochaine');
  expect(planning).toBeDefined();
  const inbox = await page.context().newPage();
  await inbox.goto(`/api/dev/mails/${planning?.id}`);
  await expect(inbox.getByRole('heading', { name: 'Votre planning — semaine prochaine' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await page.getByRole('combobox', { name: 'Événement' }).click();
    await page.getByRole('option', { name: 'Ouvert' }).click();
    await expect(opens).toHaveCount(before + 1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await inbox.close();

  // The mail itself, with its history.
  await opens.first().click();
  const dialog = page.getByRole('dialog', { name: 'Votre planning — semaine prochaine' });
  await expect(dialog.getByText('Votre planning de la semaine prochaine est joint à ce message.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Historique' }).getByText('Remis')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});
