import type { HourCoefficients } from '@securite/domain/hours/hour-coefficients';
import { type HourPeriod, periodInstants } from '@securite/domain/hours/hour-period';
import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { type HolidayRegion, holidayRegionForZipcode, isPublicHoliday } from '@securite/domain/time/holidays';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
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
  holidaysOfSite: (siteId: string | null) => (day: CalendarDay) => boolean;
}

/**
 * The agency's time zone and coefficients (settings.planning) for counting hours over a period, and each site's
 * postal code for its public holidays (read once here rather than joined onto every service).
 */
export async function loadHoursContext(
  ctx: AppContext,
  tenant: TenantContext,
  period: HourPeriod,
): Promise<HoursContext> {
  const rows = await ctx.db
    .select({ id: sites.id, zipcode: sql<string | null>`${sites.address}->>'zipcode'` })
    .from(sites)
    .where(inAgency(sites, tenant.agency.id));
  const zipcodes = new Map(rows.map((row) => [row.id, row.zipcode]));
  return hoursContextOf(tenant, period, zipcodes);
}

function hoursContextOf(
  tenant: TenantContext,
  period: HourPeriod,
  zipcodes: ReadonlyMap<string, string | null>,
): HoursContext {
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
  const holidaysOfSite = (siteId: string | null) => holidaysOf(siteId ? zipcodes.get(siteId) : null);
  return { period, timeZone, coefficients, ...periodInstants(period, timeZone), holidaysOfSite };
}
