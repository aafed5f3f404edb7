import { describe, expect, it } from 'vitest';
import { billedPeriodOf, zRecurrenceSave } from './recurrence.ts';

describe('the period a recurring invoice bills', () => {
  it('runs from its billing day to the day before the next one, cut at the end date', () => {
    const monthly = { frequency: 'monthly' as const, dayOfMonth: 1, startDate: '2026-01-01', endDate: null };
    expect(billedPeriodOf(monthly, '2026-02-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    const quarterly = {
      frequency: 'quarterly' as const,
      dayOfMonth: 15,
      startDate: '2026-01-15',
      endDate: '2026-05-10',
    };
    expect(billedPeriodOf(quarterly, '2026-01-15')).toEqual({ start: '2026-01-15', end: '2026-04-14' });
    expect(billedPeriodOf(quarterly, '2026-04-15')).toEqual({ start: '2026-04-15', end: '2026-05-10' });
    const yearly = { frequency: 'yearly' as const, dayOfMonth: 28, startDate: '2026-12-28', endDate: null };
    expect(billedPeriodOf(yearly, '2026-12-28')).toEqual({ start: '2026-12-28', end: '2027-12-27' });
  });
});

describe('a recurrence’s lines', () => {
  it('need the reason of a 0 % line, since its invoices are validated unattended', () => {
    const base = {
      customerId: '11111111-1111-4111-8111-111111111111',
      frequency: 'monthly',
      dayOfMonth: 1,
      startDate: '2026-01-01',
    };
    const line = { label: 'Formation', quantity: 1, unitPriceCents: 100, vatRateBp: 0 };
    const bare = zRecurrenceSave.safeParse({ ...base, lines: [line] });
    expect(bare.success).toBe(false);
    expect(bare.error?.issues[0]?.path).toEqual(['lines', 0, 'vatExemptionCode']);
    expect(
      zRecurrenceSave.safeParse({ ...base, lines: [{ ...line, vatExemptionCode: 'VATEX-FR-CGI261-4' }] }).success,
    ).toBe(true);
  });
});
