import { describe, expect, it } from 'vitest';
import { addDays, formatDay, isCalendarDay, todayIn } from '../time/calendar-day.ts';
import { parseCnapsCardNumber } from './cnaps-card.ts';

describe('CNAPS card number', () => {
  it('reads the department, the expiry date and the serial', () => {
    expect(parseCnapsCardNumber('CAR-075-2029-01-15-20190123456')).toEqual({
      department: '075',
      expiresAt: '2029-01-15',
      serial: '20190123456',
    });
    expect(parseCnapsCardNumber(' car-02a-2030-12-31-20200000001 ')?.department).toBe('02A');
  });

  it('refuses other shapes and impossible dates', () => {
    for (const bad of ['CAR-075-2029-02-30-20190123456', 'CAR-75-2029-01-15-20190123456', '123456', '']) {
      expect(parseCnapsCardNumber(bad)).toBeNull();
    }
  });
});

describe('calendar days', () => {
  it('checks real dates, adds days across months and years, prints them the French way', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatDay('2029-01-15')).toBe('15/01/2029');
  });

  it('takes today in the agency time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(todayIn('Europe/Paris', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIn('America/Cayenne', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(todayIn('Nowhere/Invalid', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
