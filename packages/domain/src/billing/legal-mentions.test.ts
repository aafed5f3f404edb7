import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settlementTermIssue } from '../customers/settlement.ts';
import { addDays } from '../time/calendar-day.ts';
import { customerIdentityIssues, dueDateIssue, latestDueDate } from './legal-mentions.ts';

const address = { street: '5 avenue Foch', zipcode: '75016', city: 'Paris', country: 'France' };
const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2024-01-01', n));

describe('the buyer of an invoice', () => {
  it('needs a SIREN when a company, and a complete billing address always', () => {
    expect(customerIdentityIssues({ name: 'A', siren: '732829320', address, type: 'company' })).toEqual([]);
    expect(customerIdentityIssues({ name: 'B', siren: null, address, type: 'individual' })).toEqual([]);
    expect(customerIdentityIssues({ name: 'C', siren: ' ', address })).toEqual([
      { field: 'siren', message: expect.stringContaining('« C » est une entreprise sans SIREN') },
    ]);
    expect(customerIdentityIssues({ name: 'D', siren: '732829320', address: { street: 'x' } })[0]?.message).toContain(
      '(code postal, ville)',
    );
  });
});

describe('Code de commerce L441-10', () => {
  it('caps a due date at 60 days, or 45 days end of month when agreed', () => {
    expect(latestDueDate('2026-11-02')).toBe('2027-01-01');
    expect(latestDueDate('2026-01-20', true)).toBe('2026-03-31');
    expect(latestDueDate('2026-01-01', true)).toBe('2026-03-02');
    expect(dueDateIssue('2026-11-02', '2027-01-01')).toBeNull();
    expect(dueDateIssue('2026-11-02', '2027-01-02')).toContain('au plus tard le 01/01/2027');
    expect(dueDateIssue('2026-11-02', null)).toBeNull();
    expect(settlementTermIssue(45, true)).toBeNull();
    expect(settlementTermIssue(46, true)).toContain('45 jours fin de mois');
    expect(settlementTermIssue(61, false)).toContain('soixante jours');
  });

  it('accepts every day up to the cap and none after (property)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), fc.boolean(), (issue, days, eom) => {
        const due = addDays(issue, days);
        const latest = latestDueDate(issue, eom);
        expect(dueDateIssue(issue, due, eom) === null).toBe(due <= latest);
        expect(latest >= addDays(issue, 60)).toBe(true);
      }),
    );
  });
});
