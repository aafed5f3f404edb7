import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { weekdayOf } from '@securite/domain/time/calendar-day';
import { holidayRegionForZipcode, isPublicHoliday } from '@securite/domain/time/holidays';

/** Class names per day for a postal code's holiday calendar: 'pg-hol' on public holidays, 'pg-we' on weekends. */
export function dayClassesFor(days: readonly CalendarDay[], zipcode?: string | null): string[] {
  const region = holidayRegionForZipcode(zipcode);
  return days.map((day) => (isPublicHoliday(day, region) ? 'pg-hol' : weekdayOf(day) >= 6 ? 'pg-we' : ''));
}

/** One array per holiday region, made once per period (rows of one region share it, keeping rows memoized). */
export function dayClassesCache(days: readonly CalendarDay[]) {
  const byRegion = new Map<string, string[]>();
  return (zipcode?: string | null) => {
    const region = holidayRegionForZipcode(zipcode);
    let found = byRegion.get(region);
    if (!found) {
      found = dayClassesFor(days, zipcode);
      byRegion.set(region, found);
    }
    return found;
  };
}
