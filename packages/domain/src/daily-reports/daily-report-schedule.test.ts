import { describe, expect, it } from 'vitest';
import { dailyReportDueDay, dayBounds } from './daily-report-schedule.ts';

describe('dailyReportDueDay', () => {
  it('is the day before from the sending time of the agency’s day on, none earlier', () => {
    // 05:59 UTC is 06:59 in Paris in winter: not yet; 06:00 UTC is 07:00.
    expect(dailyReportDueDay(new Date('2026-12-08T05:59:00Z'), 'Europe/Paris', '07:00')).toBeNull();
    expect(dailyReportDueDay(new Date('2026-12-08T06:00:00Z'), 'Europe/Paris', '07:00')).toBe('2026-12-07');
    expect(dailyReportDueDay(new Date('2026-12-08T22:59:00Z'), 'Europe/Paris', '07:00')).toBe('2026-12-07');
    // 23:00 UTC is already the 9th in Paris, before 07:00: nothing due.
    expect(dailyReportDueDay(new Date('2026-12-08T23:00:00Z'), 'Europe/Paris', '07:00')).toBeNull();
  });

  it('follows each zone: the same instant is morning in Nouméa and evening in Martinique', () => {
    const instant = new Date('2026-12-07T20:30:00Z');
    // Nouméa (UTC+11): 07:30 on the 8th.
    expect(dailyReportDueDay(instant, 'Pacific/Noumea', '07:00')).toBe('2026-12-07');
    // Martinique (UTC−4): 16:30 on the 7th, past 07:00.
    expect(dailyReportDueDay(instant, 'America/Martinique', '07:00')).toBe('2026-12-06');
    expect(dailyReportDueDay(instant, 'America/Martinique', '17:00')).toBeNull();
  });

  it('reads summer time, and an unknown zone as Paris', () => {
    // 05:00 UTC in July is 07:00 in Paris.
    expect(dailyReportDueDay(new Date('2026-07-15T05:00:00Z'), 'Europe/Paris', '07:00')).toBe('2026-07-14');
    expect(dailyReportDueDay(new Date('2026-07-15T04:59:00Z'), 'Europe/Paris', '07:00')).toBeNull();
    expect(dailyReportDueDay(new Date('2026-07-15T05:00:00Z'), 'Nowhere/Unknown', '07:00')).toBe('2026-07-14');
  });
});

describe('dayBounds', () => {
  it('is the zone’s midnight to midnight, 23 hours when the clock goes forward', () => {
    expect(dayBounds('2026-12-07', 'Europe/Paris')).toEqual({
      start: new Date('2026-12-06T23:00:00Z'),
      end: new Date('2026-12-07T23:00:00Z'),
    });
    const spring = dayBounds('2026-03-29', 'Europe/Paris');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
  });
});
