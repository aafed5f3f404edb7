import Holidays from 'date-holidays';
import type { CalendarDay } from './calendar-day.ts';

/**
 * French public holiday calendars, as date-holidays models them: metropolitan France ('FR') and the FR "states"
 * that add days: the three Alsace-Moselle départements (57, 67, 68: Good Friday and 26 December) and the overseas
 * départements and collectivities (abolition of slavery, Good Friday in some).
 */
export const holidayRegions = ['FR', '57', '67', '68', 'GP', 'MQ', 'GF', 'RE', 'YT', 'MF', 'BL'] as const;
export type HolidayRegion = (typeof holidayRegions)[number];

export const holidayRegionLabels: Record<HolidayRegion, string> = {
  FR: 'France métropolitaine',
  '57': 'Alsace-Moselle (Moselle)',
  '67': 'Alsace-Moselle (Bas-Rhin)',
  '68': 'Alsace-Moselle (Haut-Rhin)',
  GP: 'Guadeloupe',
  MQ: 'Martinique',
  GF: 'Guyane',
  RE: 'La Réunion',
  YT: 'Mayotte',
  MF: 'Saint-Martin',
  BL: 'Saint-Barthélemy',
};

/** One public holiday: its calendar day and French name. */
export type PublicHoliday = Readonly<{ day: CalendarDay; name: string }>;

type YearHolidays = { list: readonly PublicHoliday[]; days: ReadonlySet<CalendarDay> };

const calendars = new Map<HolidayRegion, Holidays>();
// date-holidays takes about 3 ms to compute a year: an expansion asks for every day, so years are kept.
const years = new Map<string, YearHolidays>();

function calendar(region: HolidayRegion): Holidays {
  let found = calendars.get(region);
  if (!found) {
    found = region === 'FR' ? new Holidays('FR') : new Holidays('FR', region);
    calendars.set(region, found);
  }
  return found;
}

function normalize(region: HolidayRegion | undefined): HolidayRegion {
  return region && (holidayRegions as readonly string[]).includes(region) ? region : 'FR';
}

function yearHolidays(year: number, region: HolidayRegion | undefined): YearHolidays {
  const key = `${normalize(region)}:${year}`;
  let found = years.get(key);
  if (!found) {
    // Only 'public' days: Pentecost Sunday, Mother's Day and the like are observances, not days off.
    const list: { day: CalendarDay; name: string }[] = [];
    for (const holiday of calendar(normalize(region)).getHolidays(year, 'fr')) {
      if (holiday.type !== 'public') continue;
      const day = holiday.date.slice(0, 10);
      const previous = list[list.length - 1];
      // Two holidays can fall on one day (Ascension on 1 May 2008): one day off, both names.
      if (previous?.day === day) previous.name = `${previous.name}, ${holiday.name}`;
      else list.push({ day, name: holiday.name });
    }
    found = { list: Object.freeze(list.map((h) => Object.freeze(h))), days: new Set(list.map((h) => h.day)) };
    years.set(key, found);
  }
  return found;
}

/** The public holidays of a year (metropolitan France unless a region is given), in date order. */
export function publicHolidays(year: number, region?: HolidayRegion): readonly PublicHoliday[] {
  return yearHolidays(year, region).list;
}

/** Whether a calendar day (YYYY-MM-DD) is a public holiday in the region (metropolitan France by default). */
export function isPublicHoliday(day: CalendarDay, region?: HolidayRegion): boolean {
  return yearHolidays(Number(day.slice(0, 4)), region).days.has(day);
}

/**
 * The holiday calendar for a French postal code: Alsace-Moselle for 57xxx, 67xxx and 68xxx, the overseas
 * départements for 971–976 (Saint-Martin 97150, Saint-Barthélemy 97133), metropolitan France otherwise.
 */
export function holidayRegionForZipcode(zipcode: string | null | undefined): HolidayRegion {
  const code = (zipcode ?? '').replace(/\s/g, '');
  if (!/^\d{5}$/.test(code)) return 'FR';
  if (code === '97150') return 'MF';
  if (code === '97133') return 'BL';
  const overseas: Record<string, HolidayRegion> = { '971': 'GP', '972': 'MQ', '973': 'GF', '974': 'RE', '976': 'YT' };
  const prefix = code.slice(0, 2);
  if (prefix === '57' || prefix === '67' || prefix === '68') return prefix;
  return overseas[code.slice(0, 3)] ?? 'FR';
}
