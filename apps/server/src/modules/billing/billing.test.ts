import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { findCustomersLeftToPay } from '../customers/public.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;
let b: Awaited<ReturnType<typeof buildBillingAgency>>;
const year = new Date().getFullYear();

beforeAll(async () => {
  a = await buildBillingAgency(t);
  b = await buildBillingAgency(t);
});

const draft = (customerId: string, extra: Record<string, unknown> = {}) => ({
  customerId,
  date: '2026-11-02',
  lines: sampleLines,
  ...extra,
});

describe('quotes, invoices, payments and credit notes', () => {
  it('turns a validated quote into an invoice, numbers it F-…, freezes it, takes payments and a credit note', async () => {
    const quote = await call(
      t.app,
      a.tokens.staff,
      'POST',
      `${a.base}/estimate`,
      draft(a.customer.id, { discount: { kind: 'percent', percentBp: 500 } }),
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ type: 'quote', status: 'draft', number: null, discountCents: 17_926 });
    const quoteId = quote.json().id;
    const validQuote = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${quoteId}/validate`);
    expect(validQuote.json()).toMatchObject({ status: 'validated', number: `D-${year}-0001` });
    expect((await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/estimate/${quoteId}/sent`)).json().status).toBe(
      'sent',
    );

    const early = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${quoteId}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/accepté/);
    const accepted = await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/estimate/${quoteId}/accepted`);
    expect(accepted.json()).toMatchObject({ status: 'accepted', shownStatus: 'accepted' });
    const invoice = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${quoteId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const inv = invoice.json();
    expect(inv).toMatchObject({ type: 'invoice', status: 'draft', source: { id: quoteId, number: `D-${year}-0001` } });
    expect(inv.totalCents).toBe(validQuote.json().totalCents);
    // 151.5 × 23.50 = 3560.25; 3 × 8.33 = 24.99; 5 % off each rate; VAT 20 % and 5.5 %.
    expect(inv.lines.map((l: { totalCents: number }) => l.totalCents)).toEqual([356_025, 2499]);
    expect(inv).toMatchObject({ totalExclTaxCents: 340_598, totalTaxCents: 67_776, totalCents: 408_374 });

    // The quote is invoiced in full: a second invoice, or this one edited above the quote, is refused.
    const quoteNow = await call(t.app, a.tokens.staff, 'GET', `${a.base}/estimate/${quoteId}`);
    expect(quoteNow.json()).toMatchObject({ invoicedCents: 408_374, shownStatus: 'invoiced' });
    const second = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${quoteId}/invoice`);
    expect(second.statusCode).toBe(409);
    const above = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      ...draft(a.customer.id),
      id: inv.id,
    });
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toMatch(/il reste 4.?083,74 € TTC à facturer/);
    const edited = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      ...draft(a.customer.id, { discount: { kind: 'percent', percentBp: 500 } }),
      id: inv.id,
      subject: 'Novembre',
    });
    expect(edited.json()).toMatchObject({ subject: 'Novembre', totalCents: 408_374 });

    const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/validate`);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ status: 'validated', number: `F-${year}-0001`, leftToPayCents: 408_374 });
    expect(validated.json().dueDate).not.toBeNull();

    const refusedEdit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
      ...draft(a.customer.id),
      id: inv.id,
    });
    expect(refusedEdit.statusCode).toBe(409);
    expect(refusedEdit.json().message).toMatch(/ne peut plus être modifié ni supprimé.*avoir/);
    expect((await call(t.app, a.tokens.owner, 'DELETE', `${a.base}/invoice/${inv.id}`)).statusCode).toBe(409);

    const partial = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/partial-payments`, {
      date: '2026-11-10',
      amountCents: 100_000,
      method: 'cheque',
      note: 'Acompte',
    });
    expect(partial.json()).toMatchObject({
      status: 'validated',
      shownStatus: 'partiallyPaid',
      paidCents: 100_000,
      leftToPayCents: 308_374,
    });
    expect((await findCustomersLeftToPay(t.database.db, a.agency.id, [a.customer.id])).get(a.customer.id)).toBe(
      308_374,
    );
    const over = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/partial-payments`, {
      date: '2026-11-11',
      amountCents: 308_375,
    });
    expect(over.statusCode).toBe(422);
    const paid = await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/invoice/${inv.id}/paid`);
    expect(paid.json()).toMatchObject({ status: 'paid', leftToPayCents: 0 });
    expect((await findCustomersLeftToPay(t.database.db, a.agency.id, [a.customer.id])).get(a.customer.id) ?? 0).toBe(0);
    expect(paid.json().payments.map((p: { note: string; amountCents: number }) => [p.note, p.amountCents])).toEqual([
      ['Acompte', 100_000],
      ['Solde', 308_374],
    ]);

    const credit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/credit-note`);
    expect(credit.json()).toMatchObject({
      type: 'creditNote',
      status: 'draft',
      totalCents: 408_374,
      source: { number: `F-${year}-0001` },
    });
    const creditValid = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${credit.json().id}/validate`);
    expect(creditValid.json()).toMatchObject({ status: 'validated', number: `A-${year}-0001` });
    // Credited in full: the invoice is cancelled, nothing is left to credit nor to pay.
    expect((await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${inv.id}`)).json()).toMatchObject({
      status: 'cancelled',
      creditableCents: 0,
      leftToPayCents: 0,
    });
    const again = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${inv.id}/credit-note`);
    expect(again.statusCode).toBe(409);
    const lists = await call(t.app, a.tokens.staff, 'POST', `${a.base}/fetch/invoices`, {
      filters: { isInvoice: false },
    });
    expect(lists.json().data.map((d: { number: string }) => d.number)).toEqual([`A-${year}-0001`]);
  });

  it('the database itself refuses to change or delete a validated invoice (triggers)', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, draft(a.customer.id));
    const id = created.json().id;
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`);
    const db = t.database.db;
    await expect(db.execute(sql`update commercial_documents set total_cents = 1 where id = ${id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update commercial_document_lines set unit_price_cents = 1 where document_id = ${id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from commercial_document_lines where document_id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from commercial_documents where id = ${id}`)).rejects.toThrow();
    await db.execute(sql`update commercial_documents set status = 'sent', sent_at = now() where id = ${id}`);
  });

  it('invoices a quote once it is accepted, and again only once its invoice is deleted', async () => {
    const quote = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate`, draft(a.customer.id));
    const id = quote.json().id;
    const asDraft = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/invoice`);
    expect(asDraft.statusCode).toBe(409);
    expect(asDraft.json().message).toMatch(/doit être accepté par le client/);
    expect((await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/estimate/${id}/accepted`)).statusCode).toBe(409);
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/validate`);
    await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/estimate/${id}/accepted`);
    const invoice = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const twice = await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/invoice`, { mode: 'full' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ce devis est déjà entièrement facturé.');
    expect((await call(t.app, a.tokens.owner, 'DELETE', `${a.base}/invoice/${invoice.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await call(t.app, a.tokens.staff, 'POST', `${a.base}/estimate/${id}/invoice`)).statusCode).toBe(200);
  });

  it('duplicates a validated invoice as a new draft without number, payments nor dates', async () => {
    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, draft(a.customer.id));
    await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${created.json().id}/validate`);
    const copy = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${created.json().id}/duplicate`);
    expect(copy.json()).toMatchObject({
      status: 'draft',
      number: null,
      payments: [],
      validatedAt: null,
      dueDate: null,
    });
    expect(copy.json().id).not.toBe(created.json().id);
  });

  it('refuses validation without the agency SIREN, with a French message', async () => {
    await call(t.app, b.tokens.owner, 'PUT', `${b.base}/settings/commercial-docs`, {});
    const created = await call(t.app, b.tokens.owner, 'POST', `${b.base}/invoice`, draft(b.customer.id));
    const refused = await call(t.app, b.tokens.owner, 'POST', `${b.base}/invoice/${created.json().id}/validate`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/SIREN/);
    await call(t.app, b.tokens.owner, 'PUT', `${b.base}/settings/commercial-docs`, {
      siren: '832145676',
      vatNumber: 'FR32832145676',
    });
  });
});

describe('rights and tenancy', () => {
  it('refuses the planner (no billing right) everywhere, and customers on writes', async () => {
    for (const [method, path] of [
      ['POST', '/fetch/invoices'],
      ['POST', '/fetch/estimates'],
      ['POST', '/fetch/purchaseOrders'],
      ['GET', '/invoices/reminds'],
      ['GET', '/estimates/reminds'],
      ['GET', '/settings/commercial-docs'],
    ] as const) {
      const response = await call(
        t.app,
        a.tokens.planner,
        method,
        `${a.base}${path}`,
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode, path).toBe(403);
    }
    expect(
      (await call(t.app, a.tokens.planner, 'POST', `${a.base}/invoice`, draft(a.customer.id))).json().message,
    ).toBe('Vous ne bénéficiez pas de l\'autorisation "Créer des factures".');
    expect((await call(t.app, a.tokens.customer, 'POST', `${a.base}/invoice`, draft(a.customer.id))).statusCode).toBe(
      403,
    );
    expect((await call(t.app, a.tokens.agent, 'POST', `${a.base}/fetch/estimates`, {})).statusCode).toBe(403);
  });

  it('answers 404 for another agency, its documents and its customers', async () => {
    const theirs = await call(t.app, b.tokens.owner, 'POST', `${b.base}/purchaseOrder`, draft(b.customer.id));
    expect(theirs.statusCode).toBe(200);
    expect((await call(t.app, a.tokens.owner, 'GET', `${a.base}/purchaseOrder/${theirs.json().id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, a.tokens.owner, 'POST', `${a.base}/purchaseOrder/${theirs.json().id}/validate`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, a.tokens.owner, 'POST', `${b.base}/fetch/invoices`, {})).statusCode).toBe(404);
    const foreignCustomer = await call(t.app, a.tokens.owner, 'POST', `${a.base}/invoice`, draft(b.customer.id));
    expect(foreignCustomer.statusCode).toBe(404);
    expect(foreignCustomer.json().message).toBe('Client introuvable');
  });

  it('shows a customer only its validated invoices in the portal', async () => {
    const portal = `${a.base}/customer/${a.customer.id}`;
    const list = await call(t.app, a.tokens.customer, 'POST', `${portal}/fetch/invoices`, { limit: 100 });
    expect(list.statusCode).toBe(200);
    const docs = list.json().data as { status: string; customer: { id: string } }[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.status !== 'draft' && d.customer.id === a.customer.id)).toBe(true);
    expect((await call(t.app, a.tokens.customer, 'POST', `${portal}/fetch/estimates`, {})).statusCode).toBe(403);
    expect(
      (await call(t.app, a.tokens.customer, 'POST', `${a.base}/customer/${b.customer.id}/fetch/invoices`, {}))
        .statusCode,
    ).toBe(404);
  });
});
