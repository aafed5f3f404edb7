import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysUntil, expirationStatus, expiresSoonUntil } from './expirations.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('expirationStatus', () => {
  const today = day('2026-11-22');

  it('is expired on the expiry day and after', () => {
    expect(expirationStatus(day('2026-11-22'), today)).toBe('expired');
    expect(expirationStatus(day('2026-01-01'), today)).toBe('expired');
  });

  it('expires soon within 60 days for ordinary certificates', () => {
    expect(expirationStatus(day('2027-01-21'), today)).toBe('expiresSoon');
    expect(expirationStatus(day('2027-01-22'), today)).toBe('valid');
  });

  it('warns 3 months ahead for the CNAPS card', () => {
    expect(expirationStatus(day('2027-02-20'), today, 'cnapsCard')).toBe('expiresSoon');
    expect(expirationStatus(day('2027-02-20'), today)).toBe('valid');
    expect(expirationStatus(day('2027-02-23'), today, 'cnapsCard')).toBe('valid');
  });

  it('only ever moves from valid to expires soon to expired as time passes', () => {
    const order = { valid: 0, expiresSoon: 1, expired: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 400 }), (offset, later) => {
        const expiry = new Date(today.getTime() + offset * 86_400_000);
        const then = new Date(today.getTime() + later * 86_400_000);
        expect(order[expirationStatus(expiry, then)]).toBeGreaterThanOrEqual(order[expirationStatus(expiry, today)]);
      }),
    );
  });

  it('counts calendar days', () => {
    expect(daysUntil(new Date('2026-11-23T23:59:00Z'), new Date('2026-11-22T00:01:00Z'))).toBe(1);
  });

  it('gives the last "expires soon" day that queries filter with, agreeing with the status', () => {
    expect(expiresSoonUntil(today).toISOString().slice(0, 10)).toBe('2027-01-21');
    expect(expiresSoonUntil(today, 'cnapsCard').toISOString().slice(0, 10)).toBe('2027-02-22');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('cnapsCard' as const, 'other' as const),
        (offset, kind) => {
          const expiry = new Date(today.getTime() + offset * 86_400_000);
          const soon = expiry.getTime() <= expiresSoonUntil(today, kind).getTime();
          expect(expirationStatus(expiry, today, kind)).toBe(soon ? 'expiresSoon' : 'valid');
        },
      ),
    );
  });
});
