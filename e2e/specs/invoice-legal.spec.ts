import { expect, type Page, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

async function confirmValidation(page: Page) {
  const ask = page.getByRole('dialog', { name: 'Valider le document ?' });
  await ask.getByRole('button', { name: 'Valider' }).click();
  await expect(ask).toBeHidden();
}

test('the owner bills a month with a VAT-exempt training line: period, reason and « Total TVA » on the invoice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'gerant@demo.test');
  await (await mainMenu(page)).getByRole('link', { name: 'Factures et avoirs' }).click();
  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle facture' });
  await dialog.getByRole('combobox', { name: /Client/ }).click();
  await page.getByRole('option', { name: 'Client Démo' }).click();
  await expect(dialog.getByText('Période facturée : du', { exact: true }).first()).toBeVisible();
  await dialog.getByLabel('Désignation 1').fill('Gardiennage');
  await dialog.getByLabel('Quantité 1').fill('10');
  await dialog.getByLabel('Prix unitaire HT 1').fill('25');
  await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await dialog.getByLabel('Désignation 2').fill('Formation SST');
  await dialog.getByLabel('Prix unitaire HT 2').fill('100');
  await dialog.getByRole('combobox', { name: 'TVA 2' }).click();
  await page.getByRole('option', { name: '0 %', exact: true }).click();
  await dialog.getByRole('combobox', { name: /Motif 0 % 2/ }).click();
  await page.getByRole('option', { name: /art\. 261-4 du CGI/ }).click();
  // 250 € at 20 % and 100 € exempt: 50 € of VAT, 400 € TTC.
  await expect(dialog.getByText('Total TVA : 50,00 €')).toBeVisible();
  await expect(dialog.getByText('Total TTC : 400,00 €')).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/editor.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await confirmValidation(page);
  const invoice = page.getByRole('dialog', { name: /^Facture F-\d{4}-\d{4}$/ });
  await expect(invoice.getByText(/^Période facturée : du 1 \S+ \d{4} au \d+ \S+ \d{4}$/)).toBeVisible();
  await expect(invoice.getByText('Exonération de TVA, art. 261-4 du CGI')).toBeVisible();
  await expect(invoice.getByText('Total TVA : 50,00 €')).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/invoice.png`, fullPage: true });
});
