import { randomUUID } from 'node:crypto';
import { neutralCoefficients } from '@securite/domain/customers/pricing';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commercialDocuments, invoiceLineServices } from '../../db/schema/billing.ts';
import { customerPricings } from '../../db/schema/customers.ts';
import { services } from '../../db/schema/services.ts';
import { buildBillingAgency, call } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;

beforeAll(async () => {
  a = await buildBillingAgency(t);
});

/** Paris wall-clock time in November 2026 (UTC+1) as an instant. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const post = (path: string, body?: unknown) => call(t.app, a.tokens.staff, 'POST', `${a.base}${path}`, body);

/** A customer with a site, a price grid of 20 € an hour, and `days` ended day services of 8 h in November. */
async function customerWithHours(days: string[]) {
  const db = t.database.db;
  const customer = await buildCustomer(db, a.agency.id, { name: `Client ${randomUUID().slice(0, 6)}` });
  const site = await buildSite(db, a.agency.id, { customerId: customer.id });
  await db.insert(customerPricings).values({
    agencyId: a.agency.id,
    customerId: customer.id,
    specialty: '',
    basePrice: 2000,
    coefficients: neutralCoefficients(),
  });
  const ids: string[] = [];
  for (const day of days) {
    const [row] = await db
      .insert(services)
      .values({
        agencyId: a.agency.id,
        reference: `S-${randomUUID().slice(0, 8)}`,
        siteId: site.id,
        status: ServiceStatus.Ended,
        startAt: paris(day, '08:00'),
        endAt: paris(day, '16:00'),
      })
      .returning({ id: services.id });
    ids.push(row.id);
  }
  return { customer, site, serviceIds: ids };
}

const hours = (doc: { lines: { quantity: number }[] }) => doc.lines.reduce((sum, line) => sum + line.quantity, 0);

describe('worked hours are billed once', () => {
  it('bills only what is not billed yet, says « Déjà facturé », and bills again what a credit note gave back', async () => {
    const { customer, site, serviceIds } = await customerWithHours(['2026-11-03', '2026-11-04']);
    const first = await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' });
    expect(first.statusCode).toBe(200);
    expect(hours(first.json())).toBe(16);
    expect(first.json().notice).toBeNull();
    expect(first.json().lines[0].serviceIds.sort()).toEqual([...serviceIds].sort());

    // The month again: everything is billed (by a draft, too).
    const again = await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Toutes les heures de novembre 2026 sont déjà facturées. Déjà facturé : 16 h 00 sur une facture en brouillon.',
    );

    // A service ended later in the month: only it is billed, the rest is named.
    const [late] = await t.database.db
      .insert(services)
      .values({
        agencyId: a.agency.id,
        reference: `S-${randomUUID().slice(0, 8)}`,
        siteId: site.id,
        status: ServiceStatus.Ended,
        startAt: paris('2026-11-20', '08:00'),
        endAt: paris('2026-11-20', '12:00'),
      })
      .returning({ id: services.id });
    const validated = await post(`/invoice/${first.json().id}/validate`);
    expect(validated.statusCode).toBe(200);
    const number = validated.json().number;
    const rest = await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' });
    expect(rest.statusCode).toBe(200);
    expect(hours(rest.json())).toBe(4);
    expect(rest.json().notice).toBe(`Déjà facturé : 16 h 00 sur ${number}`);
    expect(rest.json().lines[0].serviceIds).toEqual([late.id]);

    // The validated invoice cancelled by a credit note: its 16 hours are billable again.
    const credit = (await post(`/invoice/${first.json().id}/credit-note`)).json();
    expect(credit.lines[0].serviceIds.sort()).toEqual([...serviceIds].sort());
    const blocked = await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' });
    expect(blocked.statusCode).toBe(409);
    await post(`/invoice/${credit.id}/validate`);
    const rebilled = await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' });
    expect(rebilled.statusCode).toBe(200);
    expect(hours(rebilled.json())).toBe(16);

    // Deleting a draft gives its hours back too.
    expect((await call(t.app, a.tokens.owner, 'DELETE', `${a.base}/invoice/${rebilled.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' })).statusCode).toBe(200);
  });

  it('bills a month once when two generations run at once (the customer is locked)', async () => {
    const { customer } = await customerWithHours(['2026-11-05', '2026-11-06', '2026-11-07']);
    const both = await Promise.all([
      post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' }),
      post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const links = await t.database.db
      .select({ serviceId: invoiceLineServices.serviceId })
      .from(invoiceLineServices)
      .innerJoin(commercialDocuments, eq(commercialDocuments.id, invoiceLineServices.documentId))
      .where(eq(commercialDocuments.customerId, customer.id));
    expect(links).toHaveLength(3);
    expect(new Set(links.map((l) => l.serviceId)).size).toBe(3);
  });

  it('keeps what a line bills across edits of the draft; a manual line naming billed services is refused', async () => {
    const { customer, serviceIds } = await customerWithHours(['2026-11-09', '2026-11-10']);
    const draft = (await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' })).json();
    const line = draft.lines[0];
    // The editor sends the lines back with their ids: the hours stay billed.
    const edited = await post('/invoice', {
      id: draft.id,
      customerId: customer.id,
      date: draft.date,
      lines: [{ ...line, label: 'Gardiennage — jour' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lines[0]).toMatchObject({ id: line.id, label: 'Gardiennage — jour' });
    expect(edited.json().lines[0].serviceIds.sort()).toEqual([...serviceIds].sort());

    const manual = {
      customerId: customer.id,
      date: '2026-11-30',
      lines: [{ label: 'Vacation', quantity: 8, unitPriceCents: 2000, vatRateBp: 2000, serviceIds: [serviceIds[0]] }],
    };
    const refused = await post('/invoice', manual);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Déjà facturé : 8 h 00 sur une facture en brouillon');
    // Once the draft's line no longer names the first service, a manual line may bill it.
    await post('/invoice', {
      id: draft.id,
      customerId: customer.id,
      date: draft.date,
      lines: [{ ...line, serviceIds: [serviceIds[1]] }],
    });
    const accepted = await post('/invoice', manual);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().lines[0].serviceIds).toEqual([serviceIds[0]]);
    // A service of another customer cannot be named.
    const other = await customerWithHours(['2026-11-11']);
    const foreign = await post('/invoice', {
      ...manual,
      lines: [{ ...manual.lines[0], serviceIds: other.serviceIds }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('Ce service n’est pas un service terminé d’un site de ce client.');
  });

  it('freezes what a validated invoice bills, in the database too', async () => {
    const { customer } = await customerWithHours(['2026-11-12']);
    const draft = (await post('/invoice/from-hours', { customerId: customer.id, month: '2026-11' })).json();
    await post(`/invoice/${draft.id}/validate`);
    const db = t.database.db;
    await expect(db.execute(sql`delete from invoice_line_services where document_id = ${draft.id}`)).rejects.toThrow();
    const kept = await db.select().from(invoiceLineServices).where(eq(invoiceLineServices.documentId, draft.id));
    expect(kept).toHaveLength(1);
  });
});
