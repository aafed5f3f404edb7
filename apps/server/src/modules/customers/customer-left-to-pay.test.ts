import { beforeAll, describe, expect, it } from 'vitest';
import { commercialDocumentPayments, commercialDocuments } from '../../db/schema/billing.ts';
import { buildAgencyWithPeople, buildCustomer, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let owner: string;
let base: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  await buildCustomer(db, a.agency.id, { name: 'Zeta sans dette' });
  const doc = (values: Partial<typeof commercialDocuments.$inferInsert>) => ({
    agencyId: a.agency.id,
    customerId: a.customer.id,
    type: 'invoice' as const,
    status: 'validated' as const,
    date: '2026-02-15',
    ...values,
  });
  const [open, sent] = await db
    .insert(commercialDocuments)
    .values([doc({ totalCents: 12_000 }), doc({ status: 'sent', totalCents: 5000 })])
    .returning();
  await db
    .insert(commercialDocuments)
    .values([
      doc({ status: 'paid', totalCents: 40_000 }),
      doc({ status: 'draft', totalCents: 80_000 }),
      doc({ type: 'creditNote', sourceId: open.id, totalCents: 3000 }),
    ]);
  await db.insert(commercialDocumentPayments).values([
    { agencyId: a.agency.id, documentId: open.id, date: '2026-02-20', amountCents: 2000, method: 'transfer' },
    { agencyId: a.agency.id, documentId: sent.id, date: '2026-02-20', amountCents: 1000, method: 'cheque' },
  ]);
  owner = (await loginAs(t.app, a.owner.user.email)).token;
  base = `/api/agency/${a.agency.id}`;
});

describe('« Reste à payer » of the customers', () => {
  it('sums the unpaid validated invoices less payments and credit notes, in the list and the customer', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: `${base}/fetch/customers`,
      payload: { limit: 25 },
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: string; name: string; leftToPay: number }[];
    // 12 000 − 2 000 − 3 000 + 5 000 − 1 000; paid and draft invoices owe nothing.
    expect(rows.find((row) => row.id === a.customer.id)?.leftToPay).toBe(11_000);
    expect(rows.find((row) => row.name === 'Zeta sans dette')?.leftToPay).toBe(0);
    const one = await t.app.inject({
      method: 'GET',
      url: `${base}/customer/${a.customer.id}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(one.json().leftToPay).toBe(11_000);
  });
});
