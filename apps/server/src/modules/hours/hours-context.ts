import type { CalendarDay } from '@securite/domain/agents/calendar-day';
import { type HolidayRegion, holidayRegionForZipcode, isPublicHoliday } from '@securite/domain/planning/holidays';
import { type HourPeriod, periodInstants } from '@securite/domain/planning/hours/hour-period';
import { type HourCoefficients, readPlanningSettings } from '@securite/domain/planning/planning-settings';
import type { TenantContext } from '../../http/tenancy.ts';

/** What counting hours in one agency over one period needs. */
export interface HoursContext {
  period: HourPeriod;
  timeZone: string;
  coefficients: HourCoefficients;
  /** The period's instants: from the start of its first local day to the start of the day after its last. */
  start: Date;
  end: Date;
  /** The public-holiday test of a site, by its postal code (Alsace-Moselle, overseas), else the agency's. */
  holidaysOf: (zipcode: string | null | undefined) => (day: CalendarDay) => boolean;
}

/** The agency's time zone and coefficients (settings.planning) for counting hours over a period. */
export function hoursContextOf(tenant: TenantContext, period: HourPeriod): HoursContext {
  const timeZone = tenant.agency.timezone;
  const { coefficients } = readPlanningSettings((tenant.agency.settings as Record<string, unknown>).planning);
  const agencyZipcode = tenant.agency.address?.zipcode ?? null;
  const checkers = new Map<HolidayRegion, (day: CalendarDay) => boolean>();
  const holidaysOf = (zipcode: string | null | undefined) => {
    const region = holidayRegionForZipcode(zipcode || agencyZipcode);
    let checker = checkers.get(region);
    if (!checker) {
      checker = (day: CalendarDay) => isPublicHoliday(day, region);
      checkers.set(region, checker);
    }
    return checker;
  };
  return { period, timeZone, coefficients, ...periodInstants(period, timeZone), holidaysOf };
}
