import { randomUUID } from 'node:crypto';
import { neutralCoefficients } from '@securite/domain/customers/pricing';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { customerPricings } from '../../db/schema/customers.ts';
import { services } from '../../db/schema/services.ts';
import { buildBillingAgency, call } from '../../testing/billing-kit.ts';
import { buildCustomer } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();

/** Paris wall-clock time in October 2026 (UTC+2 until the 25th, then UTC+1) as an instant. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00${day < '2026-10-25' ? '+02:00' : '+01:00'}`);

async function insertService(
  db: Db,
  agencyId: string,
  values: Partial<typeof services.$inferInsert> & { startAt: Date; endAt: Date },
) {
  await db.insert(services).values({ agencyId, reference: `S-${randomUUID().slice(0, 8)}`, ...values });
}
const ended = ServiceStatus.Ended;

describe('an invoice generated from worked hours', () => {
  it('turns a month of ended services on the customer’s sites into priced day, night and Sunday lines', async () => {
    const a = await buildBillingAgency(t);
    const db = t.database.db;
    const customer = await buildCustomer(db, a.agency.id, { name: 'Entrepôts du Nord' });
    const site = await buildSite(db, a.agency.id, { customerId: customer.id });
    const otherSite = await buildSite(db, a.agency.id, { customerId: a.customer.id });
    await db.insert(customerPricings).values([
      {
        agencyId: a.agency.id,
        customerId: customer.id,
        specialty: 'SSIAP 1',
        basePrice: 2500,
        coefficients: { ...neutralCoefficients(), night: 12_500 },
      },
      {
        agencyId: a.agency.id,
        customerId: customer.id,
        specialty: '',
        basePrice: 2000,
        coefficients: { ...neutralCoefficients(), sunday: 15_000 },
      },
    ]);
    const agencyId = a.agency.id;
    // Saturday 18:00–23:00: 3 h of day, 2 h of night (21:00–06:00).
    await insertService(db, agencyId, {
      siteId: site.id,
      status: ended,
      specialty: 'SSIAP 1',
      startAt: paris('2026-10-03', '18:00'),
      endAt: paris('2026-10-03', '23:00'),
    });
    // Sunday morning, no specialty: the general grid.
    await insertService(db, agencyId, {
      siteId: site.id,
      status: ended,
      startAt: paris('2026-10-04', '08:00'),
      endAt: paris('2026-10-04', '12:00'),
    });
    // Across the end of the month: only its October part (2 h of night).
    await insertService(db, agencyId, {
      siteId: site.id,
      status: ended,
      specialty: 'SSIAP 1',
      startAt: paris('2026-10-31', '22:00'),
      endAt: paris('2026-11-01', '02:00'),
    });
    // Not counted: planned, deleted, another customer's site.
    await insertService(db, agencyId, {
      siteId: site.id,
      status: ServiceStatus.Planned,
      startAt: paris('2026-10-10', '08:00'),
      endAt: paris('2026-10-10', '12:00'),
    });
    await insertService(db, agencyId, {
      siteId: site.id,
      status: ended,
      deletedAt: new Date(),
      startAt: paris('2026-10-11', '08:00'),
      endAt: paris('2026-10-11', '12:00'),
    });
    await insertService(db, agencyId, {
      siteId: otherSite.id,
      status: ended,
      startAt: paris('2026-10-12', '08:00'),
      endAt: paris('2026-10-12', '12:00'),
    });

    const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/from-hours`, {
      customerId: customer.id,
      month: '2026-10',
    });
    expect(created.statusCode).toBe(200);
    const invoice = created.json();
    expect(invoice).toMatchObject({
      type: 'invoice',
      status: 'draft',
      subject: 'Prestations — octobre 2026',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    expect(
      invoice.lines.map((l: { label: string; quantity: number; unitPriceCents: number }) => [
        l.label,
        l.quantity,
        l.unitPriceCents,
      ]),
    ).toEqual([
      ['Prestations de sécurité — Dimanche', 4, 3000],
      ['SSIAP 1 — Jour', 3, 2500],
      ['SSIAP 1 — Nuit', 4, 3125],
    ]);
    expect(invoice.totalExclTaxCents).toBe(12_000 + 7500 + 12_500);

    const empty = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/from-hours`, {
      customerId: customer.id,
      month: '2026-09',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Aucun service terminé à facturer pour ce client en septembre 2026.');
    const unpriced = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/from-hours`, {
      customerId: a.customer.id,
      month: '2026-10',
    });
    expect(unpriced.statusCode).toBe(422);
    expect(unpriced.json().message).toMatch(/n’a pas de grille tarifaire pour : Prestations de sécurité/);
    expect(
      (
        await call(t.app, a.tokens.planner, 'POST', `${a.base}/invoice/from-hours`, {
          customerId: customer.id,
          month: '2026-10',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/from-hours`, {
          customerId: customer.id,
          month: '2026-13',
        })
      ).statusCode,
    ).toBe(400);
  });
});
