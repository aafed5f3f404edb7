import { type CalendarDay, mondayOf, todayIn } from '@securite/domain/time/calendar-day';
import { isoAt } from '@securite/domain/time/zoned-instants';

/** The instant and the agency's calendar that a tile reads: today, its start, and day boundaries in the zone. */
export interface TileClock {
  now: Date;
  timeZone: string;
  today: CalendarDay;
  /** The instant a calendar day of the agency starts. */
  startOf: (day: CalendarDay) => Date;
  weekStart: CalendarDay;
}

export function tileClock(timeZone: string, now: Date = new Date()): TileClock {
  const today = todayIn(timeZone, now);
  return {
    now,
    timeZone,
    today,
    startOf: (day) => new Date(isoAt(day, '00:00', timeZone)),
    weekStart: mondayOf(today),
  };
}
