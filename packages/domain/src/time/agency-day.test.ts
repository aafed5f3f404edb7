import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, todayIn } from './calendar-day.ts';
import { formatLocalDay, localDay } from './local-days.ts';

// Issue 25: every date shown or exported is the agency's day, never the UTC one — checked around midnight in
// Paris, in summer (UTC+2) and in winter (UTC+1), with the clock set as the server's would be.
const instants = [
  { paris: 'summer 23:30', at: '2026-07-14T21:30:00Z', day: '2026-07-14' },
  { paris: 'summer 00:30', at: '2026-07-14T22:30:00Z', day: '2026-07-15' },
  { paris: 'winter 23:30', at: '2026-01-14T22:30:00Z', day: '2026-01-14' },
  { paris: 'winter 00:30', at: '2026-01-14T23:30:00Z', day: '2026-01-15' },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('the agency’s day around midnight', () => {
  it.each(instants)('is the Paris day at $paris', ({ at, day }) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
    expect(todayIn('Europe/Paris')).toBe(day);
    expect(formatLocalDay('Europe/Paris', Date.now(), true)).toBe(formatDay(day));
    expect(localDay('Europe/Paris', Date.now())).toBe(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    // What the code used to write: the UTC day, the day before after midnight.
    if (at.slice(0, 10) !== day) expect(new Date().toISOString().slice(0, 10)).not.toBe(day);
  });
});
