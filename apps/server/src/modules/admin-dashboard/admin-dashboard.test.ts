import type { Metric, PlatformSummary, PlatformTurnover } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencySubscriptions, subscriptionOffers } from '../../db/schema/subscriptions.ts';
import type { Caller } from '../../testing/agent-kit.ts';
import { buildAgency } from '../../testing/factories.ts';
import { billedAgency, body, platformStaff } from '../../testing/platform-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { platformSummary } from './platform-summary.ts';

const t = useTestApp();
let admin: Caller;
let support: Caller;
const day = 86_400_000;
const now = new Date('2026-06-30T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * day);

beforeAll(async () => {
  ({ admin, support } = await platformStaff(t));
  const [offer] = await t.database.db
    .insert(subscriptionOffers)
    .values({ name: 'Essentiel', type: 'plan', status: 'active', priceCents: 4900 })
    .returning();
  // 30 agencies subscribed two years ago: 3 ended 7 to 11 months ago, 1 ended 4 months ago, none since.
  const ended = [ago(330), ago(300), ago(220), ago(120)];
  for (let i = 0; i < 30; i++) {
    const agency = await buildAgency(t.database.db, { fake: true });
    await t.database.db.insert(agencySubscriptions).values({
      agencyId: agency.id,
      offerId: offer.id,
      status: i < ended.length ? 'cancelled' : 'active',
      startedAt: ago(700),
      currentPeriodStart: ago(10),
      currentPeriodEnd: new Date(now.getTime() + 20 * day),
      endedAt: ended[i] ?? null,
    });
  }
});

describe('platform dashboard', () => {
  it('colours the churn cards: green over 3 months, orange over 6, red over 12', async () => {
    const summary = await platformSummary(t.database.db, now);
    expect(summary.churn).toEqual([
      { months: 3, rate: 0, colour: 'green', active: 26, lost: 0 },
      { months: 6, rate: 3.7, colour: 'orange', active: 27, lost: 1 },
      { months: 12, rate: 13.33, colour: 'red', active: 30, lost: 4 },
    ]);
  });

  it('answers the counters and the five suspension rows to admins only', async () => {
    const a = await billedAgency(t);
    await a.owner.api.get(`${a.base}/subscription`);
    const summary = body<PlatformSummary>(await admin.get('/api/admin/dashboard/summary'));
    expect(summary.counters.map((c) => c.key)).toEqual([
      'agency',
      'payment-default',
      'agent',
      'customer',
      'site',
      'estimate',
      'invoice',
      'user',
    ]);
    expect(summary.counters[0].value).toBeGreaterThanOrEqual(31);
    expect(summary.suspensions).toHaveLength(5);
    expect((await support.get('/api/admin/dashboard/summary')).statusCode).toBe(403);
    expect((await a.owner.api.post('/api/admin/dashboard/fetch/turnover', {})).statusCode).toBe(403);
  });

  it('gives the turnover of the year by default, month by month', async () => {
    const turnover = body<PlatformTurnover>(await admin.post('/api/admin/dashboard/fetch/turnover', {}));
    expect(turnover.data).toHaveLength(12);
    expect(turnover.from.slice(5)).toBe('01-01');
    const custom = await admin.post('/api/admin/dashboard/fetch/turnover', { filters: { shortcut: 'custom' } });
    expect(custom.statusCode).toBe(400);
  });

  it('serves the metrics series with from/to', async () => {
    const churn = body<Metric>(await admin.get('/api/admin/metrics/churn?from=2025-07-01&to=2026-06-30'));
    expect(churn).toMatchObject({ name: 'churn', label: 'Résiliation mensuelle (%)' });
    expect(churn.data).toHaveLength(12);
    expect(churn.data[0].label).toBe('juillet 2025');
    const subscriptions = body<Metric>(
      await admin.get('/api/admin/metrics/subscriptions?from=2026-06-01&to=2026-06-30'),
    );
    expect(subscriptions.data).toEqual([{ label: 'juin 2026', value: 26 }]);
    expect((await admin.get('/api/admin/metrics/nope')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/metrics/churn?from=2026-06-01&to=2020-01-01')).statusCode).toBe(400);
    expect((await support.get('/api/admin/metrics/churn')).statusCode).toBe(403);
  });
});
