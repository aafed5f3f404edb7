import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { churnCards, churnColour, churnRate, monthsBefore, type SubscriberSpan } from './churn.ts';
import { endedLockDue, lockDeadline, paymentDefaultSince, paymentLockDue } from './lock.ts';
import { offerYearlyCents, zOfferSave } from './offer-schemas.ts';
import {
  AGENT_PACK_MONTHLY_CENTS,
  agentRecordMonthlyCents,
  dailyPriceCents,
  defaultYearlyPriceCents,
  periodLengthDays,
  planPrice,
} from './pricing.ts';

describe('pricing (spec 001 section 5)', () => {
  it('prices a year 11 × the monthly price, rounded to the cent', () => {
    expect(defaultYearlyPriceCents(4900)).toBe(53_900);
    expect(defaultYearlyPriceCents(999)).toBe(10_989);
    expect(offerYearlyCents(4900, null)).toBe(53_900);
    expect(offerYearlyCents(4900, 50_000)).toBe(50_000);
  });

  it('prices the agent pack 9,99 € a month and 0,50 € a day (9,99 / 20 rounded up)', () => {
    expect(AGENT_PACK_MONTHLY_CENTS).toBe(999);
    expect(dailyPriceCents()).toBe(50);
    expect(dailyPriceCents(1000)).toBe(50);
    expect(dailyPriceCents(1001)).toBe(51);
    expect(agentRecordMonthlyCents('unlimited')).toBe(999);
    expect(agentRecordMonthlyCents('3')).toBe(150);
    expect(agentRecordMonthlyCents('10')).toBe(500);
  });

  it('a daily price never loses a cent: 20 days cost at least the monthly price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (monthly) => {
        const daily = dailyPriceCents(monthly);
        expect(daily * 20).toBeGreaterThanOrEqual(monthly);
        expect((daily - 1) * 20).toBeLessThan(monthly);
      }),
    );
  });

  it('adds the extra agent records to the offer, 11 months of them for a year', () => {
    const monthly = planPrice({
      monthlyCents: 4900,
      yearlyCents: 53_900,
      billing: 'monthly',
      extraAgents: 5,
      dayOption: 'unlimited',
    });
    expect(monthly).toEqual({
      periodCents: 4900 + 4995,
      offerCents: 4900,
      agentsCents: 4995,
      monthlyEquivalentCents: 9895,
    });
    const yearly = planPrice({
      monthlyCents: 4900,
      yearlyCents: 53_900,
      billing: 'yearly',
      extraAgents: 2,
      dayOption: '5',
    });
    expect(yearly.agentsCents).toBe(2 * 250 * 11);
    expect(yearly.periodCents).toBe(53_900 + 5500);
    expect(yearly.monthlyEquivalentCents).toBe(Math.round(59_400 / 12));
  });

  it('counts the days of a period', () => {
    expect(periodLengthDays(new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'))).toBe(31);
  });

  it('validates an offer: a name, a type, a price in cents', () => {
    const refused = zOfferSave.safeParse({ name: '', type: 'nope', priceCents: -1 });
    expect(refused.success).toBe(false);
    const parsed = zOfferSave.parse({ name: 'Essentiel', type: 'plan', priceCents: 4900 });
    expect(parsed.status).toBe('draft');
    expect(parsed.options).toEqual({ dayOption: 'unlimited', quickPay: false });
  });
});

const at = (iso: string) => new Date(iso);

describe('churn (our definition, documented in churn.ts)', () => {
  const spans: SubscriberSpan[] = [
    { startedAt: at('2025-01-01'), endedAt: null },
    { startedAt: at('2025-01-01'), endedAt: at('2026-02-15') },
    { startedAt: at('2025-01-01'), endedAt: at('2025-06-01') },
    { startedAt: at('2026-02-01'), endedAt: at('2026-02-20') },
  ];

  it('counts the agencies active at the start that ended within the period', () => {
    // Active on 2026-01-01: the first two (the third ended before, the fourth came after); one lost.
    expect(churnRate(spans, at('2026-01-01'), at('2026-03-31'))).toBe(50);
    expect(churnRate([], at('2026-01-01'), at('2026-03-31'))).toBe(0);
  });

  it('colours a card green below 2.5, orange to under 5, red from 5', () => {
    expect(churnColour(0)).toBe('green');
    expect(churnColour(2.49)).toBe('green');
    expect(churnColour(2.5)).toBe('orange');
    expect(churnColour(4.99)).toBe('orange');
    expect(churnColour(5)).toBe('red');
  });

  it('is a percentage with two decimals between 0 and 100', () => {
    const span = fc.record({
      startedAt: fc.date({ min: at('2020-01-01'), max: at('2027-01-01'), noInvalidDate: true }),
      endedAt: fc.option(fc.date({ min: at('2020-01-01'), max: at('2027-01-01'), noInvalidDate: true })),
    });
    fc.assert(
      fc.property(fc.array(span, { maxLength: 60 }), (list) => {
        const rate = churnRate(list, at('2025-01-01'), at('2025-07-01'));
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        expect(Number(rate.toFixed(2))).toBe(rate);
      }),
    );
  });

  it('builds the 3, 6 and 12 month cards ending now', () => {
    const now = at('2026-06-30T12:00:00Z');
    const cards = churnCards(spans, now);
    expect(cards.map((c) => c.months)).toEqual([3, 6, 12]);
    expect(cards[2]).toMatchObject({ active: 2, lost: 1, rate: 50, colour: 'red' });
    expect(monthsBefore(at('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });
});

describe('lock and grace period', () => {
  const now = at('2026-05-20T10:00:00Z');

  it('locks once the grace period after the failure has passed', () => {
    const failed = at('2026-05-10T10:00:00Z');
    expect(lockDeadline(failed, 7).toISOString()).toBe('2026-05-17T10:00:00.000Z');
    expect(paymentLockDue({ paymentFailedAt: failed, oldestUnpaidDueAt: null }, now, 7)).toBe(true);
    expect(paymentLockDue({ paymentFailedAt: failed, oldestUnpaidDueAt: null }, now, 15)).toBe(false);
    expect(paymentLockDue({ paymentFailedAt: null, oldestUnpaidDueAt: null }, now, 0)).toBe(false);
  });

  it('counts an invoice unpaid after its due date as a failed payment', () => {
    const standing = { paymentFailedAt: null, oldestUnpaidDueAt: at('2026-05-01T00:00:00Z') };
    expect(paymentDefaultSince(standing, now)?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(paymentLockDue(standing, now, 7)).toBe(true);
    // Not yet due: in good standing.
    expect(paymentDefaultSince({ paymentFailedAt: null, oldestUnpaidDueAt: at('2026-06-01') }, now)).toBeNull();
  });

  it('never locks before the deadline (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 120 }), (grace, daysAgo) => {
        const failed = new Date(now.getTime() - daysAgo * 86_400_000);
        expect(paymentLockDue({ paymentFailedAt: failed, oldestUnpaidDueAt: null }, now, grace)).toBe(daysAgo >= grace);
      }),
    );
  });

  it('locks an ended subscription', () => {
    expect(endedLockDue(at('2026-05-01'), now)).toBe(true);
    expect(endedLockDue(at('2026-06-01'), now)).toBe(false);
    expect(endedLockDue(null, now)).toBe(false);
  });
});
