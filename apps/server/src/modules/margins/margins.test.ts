import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentInfos } from '../../db/schema/agents.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { services } from '../../db/schema/services.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;
let site1: { id: string };
let site2: { id: string };
const february = { filters: { shortcut: 'custom', from: '2026-02-01', to: '2026-02-28' } };

/** Paris winter time (UTC+1) as an instant. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

async function insertService(
  agencyId: string,
  values: Partial<typeof services.$inferInsert> & { startAt: Date; endAt: Date },
) {
  await t.database.db.insert(services).values({ agencyId, reference: `S-${randomUUID().slice(0, 8)}`, ...values });
}

function post(token: string, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['billing.view']);
  b = await buildAgencyWithPeople(db, ['billing.view']);
  const costly = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Nina', lastname: 'Aubert' } });
  const plain = await buildMember(db, a.agency.id, 'agent', { user: { firstname: 'Omar', lastname: 'Benali' } });
  const planner = await buildMember(db, a.agency.id, 'staff', { rights: ['services.create', 'services.edit'] });
  await db.insert(agentInfos).values([
    { membershipId: costly.membership.id, agencyId: a.agency.id, individualNumber: 'M-1', hourlyCostCents: 2000 },
    { membershipId: plain.membership.id, agencyId: a.agency.id, individualNumber: 'M-2' },
  ]);
  site1 = await buildSite(db, a.agency.id, { name: 'Entrepôt', customerId: a.customer.id });
  site2 = await buildSite(db, a.agency.id, { name: 'Bureaux', customerId: a.customer.id });
  // Ended: 4 h of day work on site 1 (20 €/h) and 2 h on site 2 (default cost). Planned only: not counted.
  await insertService(a.agency.id, {
    siteId: site1.id,
    agentId: costly.membership.id,
    status: 3,
    startAt: paris('2026-02-09', '08:00'),
    endAt: paris('2026-02-09', '12:00'),
  });
  await insertService(a.agency.id, {
    siteId: site2.id,
    agentId: plain.membership.id,
    status: 3,
    startAt: paris('2026-02-10', '07:00'),
    endAt: paris('2026-02-10', '10:00'),
    realStartAt: paris('2026-02-10', '08:00'),
    realEndAt: paris('2026-02-10', '10:00'),
  });
  await insertService(a.agency.id, {
    siteId: site1.id,
    agentId: costly.membership.id,
    startAt: paris('2026-02-11', '08:00'),
    endAt: paris('2026-02-11', '18:00'),
  });
  const doc = (values: Partial<typeof commercialDocuments.$inferInsert>) => ({
    agencyId: a.agency.id,
    customerId: a.customer.id,
    type: 'invoice' as const,
    status: 'validated' as const,
    date: '2026-02-15',
    ...values,
  });
  await db
    .insert(commercialDocuments)
    .values([
      doc({ totalExclTaxCents: 60_000, totalCents: 72_000 }),
      doc({ type: 'creditNote', date: '2026-02-20', totalExclTaxCents: 6000, totalCents: 7200 }),
      doc({ status: 'draft', totalExclTaxCents: 100_000, totalCents: 120_000 }),
      doc({ status: 'paid', date: '2026-01-31', totalExclTaxCents: 10_000, totalCents: 12_000 }),
      { ...doc({ totalExclTaxCents: 999_999, totalCents: 999_999 }), agencyId: b.agency.id, customerId: b.customer.id },
    ]);
  tokens.owner = (await loginAs(t.app, a.owner.user.email)).token;
  tokens.staff = (await loginAs(t.app, a.staff.user.email)).token;
  tokens.planner = (await loginAs(t.app, planner.user.email)).token;
  tokens.otherStaff = (await loginAs(t.app, b.staff.user.email)).token;
  base = `/api/agency/${a.agency.id}`;
});

describe('margins', () => {
  it('lists the agents without an hourly cost until the agency sets a default', async () => {
    const res = await post(tokens.staff, `${base}/fetch/margins`, february);
    expect(res.statusCode).toBe(200);
    expect(res.json().agentsWithoutCost).toEqual([expect.objectContaining({ name: expect.stringContaining('Omar') })]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${base}/margins/config`,
      payload: { defaultHourlyCostCents: 1500 },
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(put.statusCode).toBe(200);
  });

  it('gives the invoiced amount against the cost of the hours, per site and per customer', async () => {
    const res = await post(tokens.staff, `${base}/fetch/margins`, february);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.agentsWithoutCost).toEqual([]);
    // 54 000 invoiced (60 000 − 6 000) split 4 h / 2 h between the sites.
    expect(body.sites).toEqual([
      expect.objectContaining({ site: { id: site2.id, name: 'Bureaux' }, invoicedCents: 18_000, costCents: 3000 }),
      expect.objectContaining({ site: { id: site1.id, name: 'Entrepôt' }, invoicedCents: 36_000, costCents: 8000 }),
    ]);
    expect(body.customers).toEqual([
      expect.objectContaining({ invoicedCents: 54_000, costCents: 11_000, marginCents: 43_000, workedMinutes: 360 }),
    ]);
    expect(body.totals).toMatchObject({ marginCents: 43_000, marginRateBp: 7963 });
  });

  it('refuses a planner without billing rights, and hides the agency from another', async () => {
    expect((await post(tokens.planner, `${base}/fetch/margins`, february)).statusCode).toBe(403);
    expect((await post(tokens.planner, `${base}/fetch/turnover`, {})).statusCode).toBe(403);
    expect((await post(tokens.otherStaff, `${base}/fetch/margins`, february)).statusCode).toBe(404);
    const own = await post(tokens.otherStaff, `/api/agency/${b.agency.id}/fetch/margins`, february);
    expect(own.json()).toMatchObject({ sites: [], totals: { costCents: 0 } });
  });

  it('answers 400 with a French message on a bad period', async () => {
    const reversed = await post(tokens.staff, `${base}/fetch/margins`, {
      filters: { from: '2026-03-01', to: '2026-02-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('La fin de la période doit être postérieure');
    const custom = await post(tokens.staff, `${base}/fetch/turnover`, { filters: { shortcut: 'custom' } });
    expect(custom.statusCode).toBe(400);
    expect((await post(tokens.staff, `${base}/fetch/turnover`, { filters: { from: 'hier' } })).statusCode).toBe(400);
  });
});

describe('turnover', () => {
  it('sums validated invoices minus credit notes per month, excl. and incl. tax', async () => {
    const res = await post(tokens.staff, `${base}/fetch/turnover`, {
      filters: { shortcut: 'custom', from: '2026-01-01', to: '2026-03-31' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ month: '2026-01', turnoverExclTaxCents: 10_000, turnoverInclTaxCents: 12_000 }),
      expect.objectContaining({ month: '2026-02', invoicedExclTaxCents: 60_000, creditedExclTaxCents: 6000 }),
      expect.objectContaining({ month: '2026-03', turnoverExclTaxCents: 0 }),
    ]);
    expect(res.json().totals).toMatchObject({ turnoverExclTaxCents: 64_000, turnoverInclTaxCents: 76_800 });
  });

  it("defaults to the 'year' filter: the twelve months of this year", async () => {
    const res = await post(tokens.staff, `${base}/fetch/turnover`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(12);
    expect(res.json().from).toMatch(/^\d{4}-01-01$/);
  });
});
