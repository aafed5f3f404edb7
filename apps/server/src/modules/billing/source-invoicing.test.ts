import { beforeAll, describe, expect, it } from 'vitest';
import { buildBillingAgency, call } from '../../testing/billing-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;

beforeAll(async () => {
  a = await buildBillingAgency(t);
});

const post = (path: string, body?: unknown) => call(t.app, a.tokens.staff, 'POST', `${a.base}${path}`, body);
const patch = (path: string) => call(t.app, a.tokens.staff, 'PATCH', `${a.base}${path}`);
const get = (path: string) => call(t.app, a.tokens.staff, 'GET', `${a.base}${path}`);

/** A quote of 1 000 € HT at 20 % and 100 € HT at 10 %: 1 310 € TTC, validated and accepted. */
async function acceptedQuote() {
  const lines = [
    { label: 'Gardiennage', quantity: 10, unitPriceCents: 10_000, vatRateBp: 2000 },
    { label: 'Formation', quantity: 1, unitPriceCents: 10_000, vatRateBp: 1000 },
  ];
  const quote = (await post('/estimate', { customerId: a.customer.id, date: '2026-11-02', lines })).json();
  await post(`/estimate/${quote.id}/validate`);
  const accepted = await patch(`/estimate/${quote.id}/accepted`);
  expect(accepted.json()).toMatchObject({ status: 'accepted', totalCents: 131_000 });
  return accepted.json();
}

describe('a quote becomes an invoice once, or by deposits bounded by it', () => {
  it('makes a 30 % deposit, refuses a deposit above what is left, then bills the balance; nothing more after', async () => {
    const quote = await acceptedQuote();
    const deposit = await post(`/estimate/${quote.id}/invoice`, { mode: 'deposit', percentBp: 3000 });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toMatchObject({ type: 'invoice', totalCents: 39_300, source: { id: quote.id } });
    expect(deposit.json().subject).toMatch(/^Facture d’acompte — devis D-/);
    expect((await get(`/estimate/${quote.id}`)).json()).toMatchObject({
      invoicedCents: 39_300,
      shownStatus: 'accepted',
    });
    // A full invoice once a deposit exists is refused: the balance is what remains.
    const full = await post(`/estimate/${quote.id}/invoice`, { mode: 'full' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/déjà été transformé en facture \(brouillon\).*acompte ou de solde/);
    const tooBig = await post(`/estimate/${quote.id}/invoice`, { mode: 'deposit', amountCents: 91_701 });
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json().message).toMatch(/L’acompte dépasse ce qui reste à facturer \(917,00 € TTC\)/);
    const noAmount = await post(`/estimate/${quote.id}/invoice`, { mode: 'deposit' });
    expect(noAmount.statusCode).toBe(422);
    // The deposit invoice edited above the quote is refused.
    const inflated = await post('/invoice', {
      id: deposit.json().id,
      customerId: a.customer.id,
      date: '2026-11-02',
      lines: [{ label: 'Acompte', quantity: 1, unitPriceCents: 200_000, vatRateBp: 2000 }],
    });
    expect(inflated.statusCode).toBe(409);
    expect(inflated.json().message).toMatch(/il reste 1\s?310,00 € TTC à facturer/);

    const balance = await post(`/estimate/${quote.id}/invoice`, { mode: 'balance' });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().totalCents).toBeLessThanOrEqual(131_000 - 39_300);
    expect(balance.json().totalCents).toBeGreaterThanOrEqual(131_000 - 39_300 - 2);
    const done = (await get(`/estimate/${quote.id}`)).json();
    expect(done.invoicedCents).toBe(39_300 + balance.json().totalCents);
    const more = await post(`/estimate/${quote.id}/invoice`, { mode: 'deposit', percentBp: 100 });
    expect([409]).toContain(more.statusCode);
  });

  it('turns one quote into one invoice when two conversions run at once (the quote row is locked)', async () => {
    const quote = await acceptedQuote();
    const both = await Promise.all([post(`/estimate/${quote.id}/invoice`), post(`/estimate/${quote.id}/invoice`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get(`/estimate/${quote.id}`)).json()).toMatchObject({
      invoicedCents: 131_000,
      shownStatus: 'invoiced',
    });
    // A copy of the quote's invoice bills the same quote: refused too.
    const invoice = both.find((r) => r.statusCode === 200)?.json();
    const copy = await post(`/invoice/${invoice.id}/duplicate`);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().message).toMatch(/Les factures de ce devis dépasseraient son montant/);
  });

  it('a refused quote is never invoiced; an invoice cancelled by a credit note frees its quote', async () => {
    const refused = (
      await post('/estimate', {
        customerId: a.customer.id,
        date: '2026-11-02',
        lines: [{ label: 'Audit', quantity: 1, unitPriceCents: 50_000, vatRateBp: 2000 }],
      })
    ).json();
    await post(`/estimate/${refused.id}/validate`);
    await patch(`/estimate/${refused.id}/refused`);
    const asRefused = await post(`/estimate/${refused.id}/invoice`);
    expect(asRefused.statusCode).toBe(409);
    expect(asRefused.json().message).toBe('Un devis refusé ne peut pas être transformé en facture.');
    expect((await patch(`/estimate/${refused.id}/accepted`)).statusCode).toBe(409);

    const quote = await acceptedQuote();
    const invoice = (await post(`/estimate/${quote.id}/invoice`)).json();
    await post(`/invoice/${invoice.id}/validate`);
    const credit = (await post(`/invoice/${invoice.id}/credit-note`)).json();
    await post(`/invoice/${credit.id}/validate`);
    expect((await get(`/estimate/${quote.id}`)).json().invoicedCents).toBe(0);
    expect((await post(`/estimate/${quote.id}/invoice`)).statusCode).toBe(200);
  });

  it('a purchase order becomes an invoice once validated, and once', async () => {
    const order = (
      await post('/purchaseOrder', {
        customerId: a.customer.id,
        date: '2026-11-02',
        lines: [{ label: 'Rondes', quantity: 4, unitPriceCents: 5000, vatRateBp: 2000 }],
      })
    ).json();
    const early = await post(`/purchaseOrder/${order.id}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Validez le bon de commande avant de le transformer en facture.');
    await post(`/purchaseOrder/${order.id}/validate`);
    const invoice = await post(`/purchaseOrder/${order.id}/invoice`);
    expect(invoice.json()).toMatchObject({ type: 'invoice', totalCents: 24_000, source: { id: order.id } });
    const twice = await post(`/purchaseOrder/${order.id}/invoice`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ce bon de commande est déjà entièrement facturé.');
  });
});
