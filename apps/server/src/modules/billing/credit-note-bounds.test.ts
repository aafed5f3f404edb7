import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;

beforeAll(async () => {
  a = await buildBillingAgency(t);
});

type Line = { label: string; quantity: number; unitCode?: string; unitPriceCents: number; vatRateBp: number };
const post = (path: string, body?: unknown) => call(t.app, a.tokens.staff, 'POST', `${a.base}${path}`, body);
const get = (path: string) => call(t.app, a.tokens.staff, 'GET', `${a.base}${path}`);

/** A validated invoice of the sample lines: 3 560,25 € HT at 20 % and 24,99 € HT at 5,5 %. */
async function validatedInvoice(lines: Line[] = sampleLines as Line[]) {
  const created = await post('/invoice', { customerId: a.customer.id, date: '2026-11-02', lines });
  expect(created.statusCode).toBe(200);
  const validated = await post(`/invoice/${created.json().id}/validate`);
  expect(validated.statusCode).toBe(200);
  return validated.json();
}

/** Saves a credit note draft's content. */
const saveCredit = (credit: { id: string; customer: { id: string } }, lines: Line[], customerId = credit.customer.id) =>
  post('/invoice', { id: credit.id, customerId, date: '2026-11-02', lines });

describe('credit notes never exceed their invoice', () => {
  it('credits part, then what is left, rate by rate; the invoice ends « Annulée » and refuses a third', async () => {
    const invoice = await validatedInvoice();
    expect(invoice).toMatchObject({ totalCents: 429_866, creditableCents: 429_866 });
    const first = (await post(`/invoice/${invoice.id}/credit-note`)).json();
    expect(first).toMatchObject({ type: 'creditNote', totalCents: 429_866 });
    // More than the invoice at 20 %: refused at once, with what is left named.
    const above = await saveCredit(first, [{ label: 'Trop', quantity: 200, unitPriceCents: 2350, vatRateBp: 2000 }]);
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toMatch(/L’avoir dépasse ce qui reste à annuler sur la facture F-.*Reste à annuler/);
    // A rate the invoice does not have.
    const otherRate = await saveCredit(first, [{ label: 'Autre', quantity: 1, unitPriceCents: 100, vatRateBp: 1000 }]);
    expect(otherRate.statusCode).toBe(409);
    expect(otherRate.json().message).toMatch(/n’a pas de ligne à 10 % de TVA/);
    // Half the hours: accepted and validated.
    const half = await saveCredit(first, [
      { label: 'Gardiennage', quantity: 75, unitPriceCents: 2350, vatRateBp: 2000 },
    ]);
    expect(half.statusCode).toBe(200);
    expect((await post(`/invoice/${first.id}/validate`)).json()).toMatchObject({ status: 'validated' });
    const after = (await get(`/invoice/${invoice.id}`)).json();
    expect(after).toMatchObject({ status: 'validated', creditedCents: 211_500, creditableCents: 429_866 - 211_500 });

    // The next credit note is what is left, one line per rate, and cannot be edited above it.
    const second = (await post(`/invoice/${invoice.id}/credit-note`)).json();
    expect(second.totalCents).toBe(429_866 - 211_500);
    expect(
      second.lines.map((l: { vatRateBp: number; unitPriceCents: number }) => [l.vatRateBp, l.unitPriceCents]),
    ).toEqual([
      [2000, 356_025 - 176_250],
      [550, 2499],
    ]);
    const tooMuch = await saveCredit(second, [
      { label: 'Solde', quantity: 1, unitPriceCents: 356_025 - 176_250 + 1, vatRateBp: 2000 },
    ]);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/1\s?797,75 € HT et 359,55 € de TVA à 20 %/);
    expect((await post(`/invoice/${second.id}/validate`)).statusCode).toBe(200);
    expect((await get(`/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'cancelled',
      shownStatus: 'cancelled',
      creditableCents: 0,
      leftToPayCents: 0,
    });
    const third = await post(`/invoice/${invoice.id}/credit-note`);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Seule une facture validée peut être annulée par un avoir.');
    // Paying a cancelled invoice is refused.
    const pay = await post(`/invoice/${invoice.id}/partial-payments`, { date: '2026-11-10', amountCents: 100 });
    expect(pay.statusCode).toBe(409);
  });

  it('validates only one of two full credit notes validated at once (the invoice row is locked)', async () => {
    const invoice = await validatedInvoice();
    const one = (await post(`/invoice/${invoice.id}/credit-note`)).json();
    const two = (await post(`/invoice/${invoice.id}/credit-note`)).json();
    const results = await Promise.all([post(`/invoice/${one.id}/validate`), post(`/invoice/${two.id}/validate`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toMatch(/L’avoir dépasse ce qui reste à annuler.*Reste à annuler : 0,00 € TTC/);
    const credits = await t.database.db
      .select({ id: commercialDocuments.id })
      .from(commercialDocuments)
      .where(and(eq(commercialDocuments.sourceId, invoice.id), ne(commercialDocuments.status, 'draft')));
    expect(credits).toHaveLength(1);
    expect((await get(`/invoice/${invoice.id}`)).json().status).toBe('cancelled');
    // A copy of the validated credit note would credit the invoice twice: refused.
    const validated = results.find((r) => r.statusCode === 200)?.json();
    const copy = await post(`/invoice/${validated.id}/duplicate`);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().message).toMatch(/L’avoir dépasse ce qui reste à annuler/);
  });

  it('keeps a credit note for its invoice’s customer, and the database refuses an overflow a query forgets', async () => {
    const invoice = await validatedInvoice();
    const credit = (await post(`/invoice/${invoice.id}/credit-note`)).json();
    const other = await buildCustomer(t.database.db, a.agency.id, { name: 'Autre client' });
    const moved = await saveCredit(credit, sampleLines as Line[], other.id);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe('Un avoir est établi pour le client de la facture qu’il annule.');
    // Straight in SQL: a draft credit note inflated, then validated past the API, is refused by the trigger.
    const db = t.database.db;
    await db.execute(sql`update commercial_documents set total_cents = total_cents + 1 where id = ${credit.id}`);
    const overflow = await db
      .execute(sql`update commercial_documents set status = 'validated', number = 'A-X' where id = ${credit.id}`)
      .then(
        () => null,
        (error: { cause?: { code?: string; message?: string } }) => error.cause,
      );
    expect(overflow).toMatchObject({ code: 'BL002', message: expect.stringMatching(/dépasseraient/) });
  });
});

describe('payments never exceed what is due', () => {
  it('takes one of two payments of the whole balance made at once; a credit note reduces what is due', async () => {
    const invoice = await validatedInvoice([{ label: 'Ronde', quantity: 10, unitPriceCents: 1000, vatRateBp: 2000 }]);
    const pay = (amountCents: number) =>
      post(`/invoice/${invoice.id}/partial-payments`, { date: '2026-11-10', amountCents });
    const both = await Promise.all([pay(12_000), pay(12_000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = (await get(`/invoice/${invoice.id}`)).json();
    expect(paid).toMatchObject({ status: 'paid', shownStatus: 'paid', paidCents: 12_000, leftToPayCents: 0 });

    const second = await validatedInvoice([{ label: 'Ronde', quantity: 10, unitPriceCents: 1000, vatRateBp: 2000 }]);
    const credit = (await post(`/invoice/${second.id}/credit-note`)).json();
    await saveCredit(credit, [{ label: 'Ronde annulée', quantity: 4, unitPriceCents: 1000, vatRateBp: 2000 }]);
    await post(`/invoice/${credit.id}/validate`);
    const due = (await get(`/invoice/${second.id}`)).json();
    expect(due).toMatchObject({ leftToPayCents: 7200, creditableCents: 7200 });
    const over = await post(`/invoice/${second.id}/partial-payments`, { date: '2026-11-10', amountCents: 7201 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Le paiement dépasse le reste à payer (72,00 €).');
    const part = await post(`/invoice/${second.id}/partial-payments`, { date: '2026-11-10', amountCents: 2000 });
    expect(part.json()).toMatchObject({ shownStatus: 'partiallyPaid', leftToPayCents: 5200 });
  });
});
