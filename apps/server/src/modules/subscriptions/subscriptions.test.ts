import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import type { SubscriptionOverview } from '@securite/domain/subscriptions/subscription-schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { auditLog } from '../../db/schema/platform.ts';
import { agencyBillingAccounts } from '../../db/schema/subscriptions.ts';
import type { Caller } from '../../testing/agent-kit.ts';
import {
  agentsLimitOf,
  billedAgency,
  body,
  buildCatalogue,
  lockedOf,
  platformStaff,
} from '../../testing/platform-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { lockOverdueAgencies } from './public.ts';

const t = useTestApp();
let admin: Caller;
let support: Caller;
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;

beforeAll(async () => {
  ({ admin, support } = await platformStaff(t));
  catalogue = await buildCatalogue(admin);
});

describe('agency subscription offers (admin)', () => {
  it('defaults the yearly price to 11 × the monthly price, and lists 25 a page newest first', async () => {
    const offer = body<{ id: string; options: { yearlyPriceCents: number } }>(
      await admin.post('/api/admin/agency-offer', { name: 'Pro', type: 'plan', priceCents: 9900 }),
    );
    expect(offer.options.yearlyPriceCents).toBe(108_900);
    const updated = await admin.post('/api/admin/agency-offer', {
      id: offer.id,
      name: 'Pro',
      type: 'plan',
      status: 'archived',
      priceCents: 9900,
      options: { yearlyPriceCents: 99_000 },
    });
    expect(updated.json()).toMatchObject({ status: 'archived', options: { yearlyPriceCents: 99_000 } });
    const page = body<{ data: Array<{ name: string }>; total: number }>(
      await admin.post('/api/admin/agency-offers', { limit: 25 }),
    );
    expect(page.data.map((o) => o.name)).toEqual(['Pro', 'Essentiel']);
    expect((await admin.get(`/api/admin/agency-offer/${offer.id}`)).json()).toMatchObject({ name: 'Pro' });
    const invalid = await admin.post('/api/admin/agency-offer', { name: '', type: 'x', priceCents: 1.5 });
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['name', 'type', 'priceCents']));
    expect((await support.post('/api/admin/agency-offers', {})).statusCode).toBe(403);
  });
});

describe('the agency subscription', () => {
  it('starts a plan awaiting its first payment, with its first invoice, and follows its options', async () => {
    const a = await billedAgency(t);
    const none = body<SubscriptionOverview>(await a.owner.api.get(`${a.base}/subscription`));
    expect(none.subscription).toBeNull();
    expect(none.limits).toMatchObject({ agentsLimit: 2, agents: 1 });
    expect(none.offers.map((o) => o.name)).toEqual(['Essentiel']);
    const refused = await a.owner.api.patch(`${a.base}/plan`, { billing: 'yearly' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.offerId).toBe('Votre agence n’a pas encore d’abonnement : choisissez une offre.');
    // The plan is the owner's: the staff member may read but not choose; an agent may do neither.
    expect((await a.staff.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id })).statusCode).toBe(403);
    expect((await a.agent.api.get(`${a.base}/subscription`)).statusCode).toBe(403);

    const started = body<SubscriptionOverview>(
      await a.owner.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id }),
    );
    expect(started.subscription).toMatchObject({
      status: 'pending',
      agreementPending: true,
      billing: 'monthly',
      price: { periodCents: 4900, agentRecordMonthlyCents: 999, agentRecordDailyCents: 50 },
    });
    expect(started.subscription?.periodDays).toBeGreaterThanOrEqual(28);
    const invoices = body<{ data: AgencyInvoice[] }>(await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {}));
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({
      firstPayment: true,
      totalCents: 4900,
      vatCents: 980,
      totalInclTaxCents: 5880,
    });

    const yearly = body<SubscriptionOverview>(
      await a.owner.api.patch(`${a.base}/plan`, { billing: 'yearly', dayOption: '5' }),
    );
    expect(yearly.subscription).toMatchObject({ billing: 'yearly', dayOption: '5', price: { periodCents: 53_900 } });
    expect((await a.owner.api.patch(`${a.base}/plan`, { dayOption: '7' })).statusCode).toBe(400);
    const history = body<{ data: unknown[] }>(await a.staff.api.get(`${a.base}/subscriptions`));
    expect(history.data).toHaveLength(1);
  });

  it('cancels at the end of the period with a reason the admins read', async () => {
    const a = await billedAgency(t);
    expect((await a.owner.api.post(`${a.base}/subscriptionReason`, { reason: 'price' })).statusCode).toBe(409);
    await a.owner.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id });
    const missing = await a.owner.api.post(`${a.base}/subscriptionReason`, {});
    expect(missing.json().errors.reason).toBe('Choisissez un motif de résiliation');
    const saved = await a.owner.api.post(`${a.base}/subscriptionReason`, {
      reason: 'closure',
      comment: 'Départ en retraite',
    });
    expect(saved.statusCode).toBe(200);
    const overview = body<SubscriptionOverview>(await a.owner.api.get(`${a.base}/subscription`));
    expect(overview.subscription).toMatchObject({ status: 'cancelled' });
    expect(overview.subscription?.endedAt).toBe(overview.subscription?.currentPeriodEnd);
    expect((await a.owner.api.post(`${a.base}/subscriptionReason`, { reason: 'price' })).statusCode).toBe(409);
    const reasons = body<{ data: Array<{ reason: string; comment: string; agency: { id: string } }> }>(
      await admin.post('/api/admin/fetch/subscription-reasons', { filters: { reason: 'closure' } }),
    );
    expect(reasons.data).toContainEqual(
      expect.objectContaining({ comment: 'Départ en retraite', agency: expect.objectContaining({ id: a.agency.id }) }),
    );
    expect((await a.owner.api.post('/api/admin/fetch/subscription-reasons', {})).statusCode).toBe(403);
  });
});

describe('the subscription lock', () => {
  const day = 86_400_000;

  it('locks an agency whose invoice is unpaid past the grace period, and a payment unlocks it at once', async () => {
    const a = await billedAgency(t);
    await a.owner.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id });
    const [invoice] = await t.database.db.select().from(agencyInvoices).where(eq(agencyInvoices.agencyId, a.agency.id));
    // Due 3 days ago: in default, but within the 7 days of grace.
    const due = new Date(Date.now() - 3 * day).toISOString().slice(0, 10);
    await t.database.db.update(agencyInvoices).set({ dueDate: due }).where(eq(agencyInvoices.id, invoice.id));
    await lockOverdueAgencies(t.app.ctx);
    expect(await lockedOf(t, a.agency.id)).toBe(false);
    const warned = body<SubscriptionOverview>(await a.owner.api.get(`${a.base}/subscription`));
    expect(warned.lockDeadline).not.toBeNull();

    await lockOverdueAgencies(t.app.ctx, new Date(Date.now() + 6 * day));
    expect(await lockedOf(t, a.agency.id)).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.agencyId, a.agency.id), eq(auditLog.action, 'agency.subscription')));
    expect(entry.data).toMatchObject({ locked: true, reason: 'payment' });
    // Locked: the other tenant routes answer 402 with the code the web reads; the payment pages stay open.
    const refused = await a.owner.api.post(`${a.base}/fetch/customers`, {});
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('SUBSCRIPTION_INVALID');
    expect((await a.owner.api.post(`${a.base}/fetch/agency-invoices`, {})).statusCode).toBe(200);
    expect((await a.owner.api.get(`${a.base}/subscription`)).json()).toMatchObject({
      locked: true,
      lockReason: 'payment',
    });

    const paid = await admin.post(`/api/admin/agency-invoice/${invoice.id}/partial-payments`, {
      date: '2026-05-02',
      paymentMethod: 'transfer',
      settle: true,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', balanceCents: 0, partialPayments: [{ note: 'Solde' }] });
    expect(await lockedOf(t, a.agency.id)).toBe(false);
    // The first payment started the subscription: the offer's limits apply.
    const after = body<SubscriptionOverview>(await a.owner.api.get(`${a.base}/subscription`));
    expect(after.subscription).toMatchObject({ status: 'active', agreementPending: false });
    expect(await agentsLimitOf(t, a.agency.id)).toBe(10);
  });

  it('locks after a payment failure reported by the provider once the grace period has passed', async () => {
    const a = await billedAgency(t);
    await t.database.db
      .insert(agencyBillingAccounts)
      .values({ agencyId: a.agency.id, paymentFailedAt: new Date(Date.now() - 8 * day) });
    await lockOverdueAgencies(t.app.ctx);
    expect(await lockedOf(t, a.agency.id)).toBe(true);
  });

  it('locks an agency whose subscription ended, and leaves the others alone', async () => {
    const a = await billedAgency(t);
    const b = await billedAgency(t);
    await a.owner.api.patch(`${a.base}/plan`, { offerId: catalogue.offer.id });
    await a.owner.api.post(`${a.base}/subscriptionReason`, { reason: 'competitor' });
    await lockOverdueAgencies(t.app.ctx, new Date(Date.now() + 40 * day - 1));
    expect(await lockedOf(t, a.agency.id)).toBe(true);
    expect(await lockedOf(t, b.agency.id)).toBe(false);
  });
});
