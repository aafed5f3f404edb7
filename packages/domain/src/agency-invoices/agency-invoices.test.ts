import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceCents, formatAgencyInvoiceNumber, isLate, statusFromPayments } from './agency-invoice-rules.ts';

describe('platform invoices', () => {
  it('numbers PF-year-sequence', () => {
    expect(formatAgencyInvoiceNumber(2026, 42)).toBe('PF-2026-00042');
  });

  it('goes pending → partial → paid with succeeded payments only', () => {
    const ok = (amountCents: number) => ({ amountCents, status: 'succeeded' as const });
    expect(statusFromPayments('pending', 12_000, [])).toBe('pending');
    expect(statusFromPayments('pending', 12_000, [{ amountCents: 12_000, status: 'failed' }])).toBe('pending');
    expect(statusFromPayments('pending', 12_000, [ok(5000)])).toBe('partial');
    expect(statusFromPayments('partial', 12_000, [ok(5000), ok(7000)])).toBe('paid');
    expect(statusFromPayments('cancelled', 12_000, [ok(12_000)])).toBe('cancelled');
    expect(balanceCents(12_000, [ok(5000)])).toBe(7000);
  });

  it('the balance never goes below zero and decreases with payments (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.array(fc.integer({ min: 0, max: 1e6 })), (total, amounts) => {
        const payments = amounts.map((amountCents) => ({ amountCents, status: 'succeeded' as const }));
        const balance = balanceCents(total, payments);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBeLessThanOrEqual(total);
        expect(statusFromPayments('pending', total, payments) === 'paid').toBe(balance === 0);
      }),
    );
  });

  it('is late the day after its due day while unpaid', () => {
    expect(isLate('pending', '2026-05-10', '2026-05-10')).toBe(false);
    expect(isLate('pending', '2026-05-10', '2026-05-11')).toBe(true);
    expect(isLate('paid', '2026-05-10', '2026-05-11')).toBe(false);
  });
});
