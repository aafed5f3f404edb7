import { describe, expect, it } from 'vitest';
import { dayIn, isoAt, timeIn } from './zoned-instants.ts';

describe('wall clock', () => {
  it('reads the day and time an instant shows in the zone', () => {
    expect(dayIn('2026-12-14T23:30:00.000Z', 'Europe/Paris')).toBe('2026-12-15');
    expect(timeIn('2026-12-14T23:30:59.999Z', 'Europe/Paris')).toBe('00:30');
    expect(timeIn(new Date('2026-07-01T12:00:00.000Z'), 'America/New_York')).toBe('08:00');
  });

  it('reads an unknown zone as Europe/Paris', () => {
    expect(dayIn('2026-12-14T23:30:00.000Z', 'Nulle/Part')).toBe('2026-12-15');
    expect(timeIn('2026-12-14T23:30:00.000Z', 'Nulle/Part')).toBe('00:30');
  });

  it('writes a wall-clock time with the zone’s offset, skipped times moved forward', () => {
    expect(isoAt('2026-12-14', '08:00', 'Europe/Paris')).toBe('2026-12-14T08:00:00.000+01:00');
    expect(isoAt('2026-07-14', '08:00', 'Europe/Paris')).toBe('2026-07-14T08:00:00.000+02:00');
    expect(isoAt('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00.000+02:00');
    expect(isoAt('2026-12-14', '08:00', 'Asia/Kolkata')).toBe('2026-12-14T08:00:00.000+05:30');
    expect(isoAt('2026-12-14', '08:00', 'America/St_Johns')).toBe('2026-12-14T08:00:00.000-03:30');
    expect(isoAt('2026-12-14', '08:00', 'UTC')).toBe('2026-12-14T08:00:00.000+00:00');
  });
});
