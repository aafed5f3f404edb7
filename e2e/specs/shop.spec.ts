import { expect, test } from './fixtures.ts';
import { login, logout } from './helpers.ts';

// Without Stripe keys (as here) the platform takes bank transfers: the order's invoice is paid by transfer and an
// administrator records the payment, which delivers the records.
test('the owner buys a pack of agent records by transfer; the admin records the payment; the order shows paid', async ({
  page,
}) => {
  // Three sessions one after the other (owner, admin, owner).
  test.slow();
  await login(page, 'gerant@demo.test');
  await page.goto('/#/agencySubscription/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter « Pack 5 fiches collaborateurs » au panier' }).click();
  await expect(page.getByRole('list', { name: 'Articles du panier' })).toContainText('Pack 5 fiches collaborateurs');
  await page.getByRole('button', { name: 'Commander et payer' }).click();

  const transfer = page.getByRole('dialog', { name: /^Facture .+ à régler$/ });
  await expect(transfer.getByRole('region', { name: 'Coordonnées bancaires' })).toBeVisible();
  const number = ((await transfer.getByRole('heading', { name: /^Facture / }).textContent()) ?? '').replace(
    /^Facture (.+) à régler$/,
    '$1',
  );
  expect(number).not.toBe('');
  await transfer.getByRole('button', { name: 'J’ai noté les coordonnées' }).click();
  await expect(
    page.getByText('Votre commande est enregistrée : elle sera livrée dès réception du virement.'),
  ).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Suivi de commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi de commande' })).toBeVisible();
  const order = page.getByRole('table', { name: 'Commandes' }).getByRole('row').filter({ hasText: number });
  await expect(order).toContainText('Pack 5 fiches collaborateurs');
  await expect(order).toContainText('En attente');
  await logout(page);

  await login(page, 'admin@demo.test');
  await page.goto('/#/agencyInvoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures des agences' })).toBeVisible();
  await page.getByRole('button', { name: `Enregistrer un paiement de ${number}` }).click();
  const payment = page.getByRole('dialog', { name: `Paiement de la facture ${number}` });
  await expect(payment.getByText('Sécurité Démo')).toBeVisible();
  await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole('button', { name: `Enregistrer un paiement de ${number}` })).toHaveCount(0);
  await logout(page);

  await login(page, 'gerant@demo.test');
  await page.goto('/#/payments/agencyArticleOrders');
  const paid = page.getByRole('table', { name: 'Commandes' }).getByRole('row').filter({ hasText: number });
  await expect(paid).toContainText('Réglé');
});
