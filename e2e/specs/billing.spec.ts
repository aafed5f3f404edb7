import { expect, type Page, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

async function confirmValidation(page: Page) {
  const ask = page.getByRole('dialog', { name: 'Valider le document ?' });
  await ask.getByRole('button', { name: 'Valider' }).click();
  await expect(ask).toBeHidden();
}

test('the owner sends a quote, turns it into an invoice numbered F-…, records a partial payment and the balance, and cancels it by a credit note', async ({
  page,
}) => {
  // A whole flow across several dialogs: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const subject = `Gardiennage salon ${Date.now()}`;
  await login(page, 'gerant@demo.test');
  await (await mainMenu(page)).getByRole('link', { name: 'Devis' }).click();
  await expect(page.getByRole('heading', { name: 'Devis' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau devis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau devis' });
  await dialog.getByRole('combobox', { name: /Client/ }).click();
  await page.getByRole('option', { name: 'Client Démo' }).click();
  await dialog.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await dialog.getByLabel('Désignation 1').fill('Agent de sécurité SSIAP 1');
  await dialog.getByLabel('Quantité 1').fill('10');
  await dialog.getByLabel('Prix unitaire HT 1').fill('25');
  // 10 × 25 € = 250 € HT, 50 € of VAT: 300 € TTC.
  await expect(dialog.getByText('Total TTC : 300,00 €')).toBeVisible();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await confirmValidation(page);

  const quote = page.getByRole('dialog', { name: /^Devis D-\d{4}-\d{4}$/ });
  await expect(quote).toBeVisible();
  await quote.getByRole('button', { name: 'Marquer envoyé' }).click();
  // The status itself, not the « Marquer envoyé » button: getByText matches a part, in any case, unless exact.
  await expect(quote.getByText('Envoyé', { exact: true })).toBeVisible();
  // A quote becomes an invoice once its customer accepted it.
  await expect(quote.getByRole('button', { name: 'Transformer en facture' })).toHaveCount(0);
  await quote.getByRole('button', { name: 'Marquer accepté' }).click();
  await expect(quote.getByText('Accepté', { exact: true })).toBeVisible();
  await quote.getByRole('button', { name: 'Transformer en facture' }).click();
  const conversion = page.getByRole('dialog', { name: 'Transformer en facture' });
  await expect(conversion.getByRole('radio', { name: 'Facture complète' })).toBeChecked();
  await conversion.getByRole('button', { name: 'Créer la facture' }).click();

  const draft = page.getByRole('dialog', { name: 'Facture (brouillon)' });
  await expect(draft.getByRole('textbox', { name: 'Objet' })).toHaveValue(subject);
  await draft.getByRole('button', { name: 'Valider' }).click();
  await confirmValidation(page);
  const invoice = page.getByRole('dialog', { name: /^Facture F-\d{4}-\d{4}$/ });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByText('Reste à payer : 300,00 €')).toBeVisible();

  await invoice.getByRole('button', { name: 'Paiement partiel' }).click();
  const payment = page.getByRole('dialog', { name: 'Paiement partiel' });
  await payment.getByRole('textbox', { name: 'Montant' }).fill('100');
  await payment.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(invoice.getByText('Reste à payer : 200,00 €')).toBeVisible();
  await expect(invoice.getByText('Partiellement payée', { exact: true })).toBeVisible();

  await invoice.getByRole('button', { name: 'Marquer payée' }).click();
  await page
    .getByRole('dialog', { name: 'Marquer la facture payée ?' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(invoice.getByText('Reste à payer : 0,00 €')).toBeVisible();
  await expect(invoice.getByText(/200,00 € — Virement — Solde/)).toBeVisible();
  await expect(invoice.getByText('Payée', { exact: true })).toBeVisible();
  const number = ((await invoice.getByRole('heading', { name: /^Facture F-/ }).textContent()) ?? '').replace(
    'Facture ',
    '',
  );

  await invoice.getByRole('button', { name: 'Créer un avoir' }).click();
  const credit = page.getByRole('dialog', { name: 'Avoir (brouillon)' });
  await expect(credit.getByRole('textbox', { name: 'Objet' })).toHaveValue(`Annulation de la facture ${number}`);
  await credit.getByRole('button', { name: 'Valider' }).click();
  await confirmValidation(page);
  const validCredit = page.getByRole('dialog', { name: /^Avoir A-\d{4}-\d{4}$/ });
  await expect(validCredit.getByText(`Facture ${number}`, { exact: true })).toBeVisible();
  await validCredit.getByRole('button', { name: 'Fermer' }).click();

  await (await mainMenu(page)).getByRole('link', { name: 'Factures et avoirs' }).click();
  // Credited in full, the invoice is cancelled.
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('Annulée')).toBeVisible();
  await page.getByRole('tab', { name: 'Avoirs' }).click();
  await expect(page.getByRole('row', { name: /A-\d{4}-\d{4}/ }).first()).toBeVisible();
});
