import { describe, expect, it } from 'vitest';
import { planPaymentReports } from './payment-reports.ts';

const base = { totalCents: 12_000, payments: [], credits: [], reported: [], today: '2026-12-07' };

describe('planPaymentReports', () => {
  it('reports each payment once', () => {
    const payments = [{ id: 'p1', amountCents: 5000, date: '2026-12-01' }];
    expect(planPaymentReports({ ...base, payments })).toEqual([
      { key: 'payment:p1', amountCents: 5000, date: '2026-12-01' },
    ]);
    expect(planPaymentReports({ ...base, payments, reported: [{ key: 'payment:p1', amountCents: 5000 }] })).toEqual([]);
  });

  it('reports a removed payment back, negative, once', () => {
    const reported = [{ key: 'payment:p1', amountCents: 5000 }];
    expect(planPaymentReports({ ...base, reported })).toEqual([
      { key: 'unpayment:p1', amountCents: -5000, date: '2026-12-07' },
    ]);
    expect(
      planPaymentReports({ ...base, reported: [...reported, { key: 'unpayment:p1', amountCents: -5000 }] }),
    ).toEqual([]);
  });

  it('gives back what a credit note leaves paid beyond what is due', () => {
    const payments = [{ id: 'p1', amountCents: 12_000, date: '2026-12-01' }];
    const reported = [{ key: 'payment:p1', amountCents: 12_000 }];
    expect(planPaymentReports({ ...base, payments, reported, credits: [{ id: 'c1', totalCents: 2000 }] })).toEqual([
      { key: 'credit:c1', amountCents: -2000, date: '2026-12-07' },
    ]);
  });

  it('gives nothing back for a credit note on an invoice not paid beyond what is left', () => {
    const payments = [{ id: 'p1', amountCents: 4000, date: '2026-12-01' }];
    const reported = [{ key: 'payment:p1', amountCents: 4000 }];
    expect(planPaymentReports({ ...base, payments, reported, credits: [{ id: 'c1', totalCents: 2000 }] })).toEqual([]);
  });
});
