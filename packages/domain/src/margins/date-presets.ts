import type { HourPeriod } from '../hours/hour-period.ts';
import { monthPeriod, shiftMonth } from '../hours/hour-period.ts';
import { addDays, type CalendarDay, mondayOf } from '../time/calendar-day.ts';

/** Spec 001 section 9: the date presets of the period filters (custom takes the dates given). */
export const datePresets = [
  'yesterday',
  'today',
  'tomorrow',
  'next3Days',
  'last3Days',
  'week',
  'previousWeek',
  'slidingWeek',
  'month',
  'previousMonth',
  'slidingMonth',
  'year',
  'previousYear',
  'custom',
] as const;
export type DatePreset = (typeof datePresets)[number];

export const datePresetLabels: Record<DatePreset, string> = {
  yesterday: 'Hier',
  today: "Aujourd'hui",
  tomorrow: 'Demain',
  next3Days: '3 prochains jours',
  last3Days: '3 derniers jours',
  week: 'Cette semaine',
  previousWeek: 'Semaine précédente',
  slidingWeek: 'Semaine glissante',
  month: 'Ce mois-ci',
  previousMonth: 'Mois précédent',
  slidingMonth: 'Mois glissant',
  year: 'Cette année',
  previousYear: 'Année précédente',
  custom: 'Personnalisée',
};

const yearPeriod = (year: number): HourPeriod => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * The days a preset covers, read from today in the agency's time zone (null for custom). Sliding periods end
 * today: the last 7 days, or the month up to today (17/02 → 16/03 … 16/03).
 */
export function presetPeriod(preset: DatePreset, today: CalendarDay): HourPeriod | null {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'next3Days':
      return { from: today, to: addDays(today, 2) };
    case 'last3Days':
      return { from: addDays(today, -2), to: today };
    case 'week':
      return { from: mondayOf(today), to: addDays(mondayOf(today), 6) };
    case 'previousWeek':
      return { from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1) };
    case 'slidingWeek':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return monthPeriod(today);
    case 'previousMonth':
      return shiftMonth(monthPeriod(today), -1);
    case 'slidingMonth':
      return { from: addDays(sameDayMonthBefore(today), 1), to: today };
    case 'year':
      return yearPeriod(year);
    case 'previousYear':
      return yearPeriod(year - 1);
    case 'custom':
      return null;
  }
}

/** The same day of the month before, or that month's last day when it is shorter (31/03 → 28/02). */
function sameDayMonthBefore(day: CalendarDay): CalendarDay {
  const previous = shiftMonth(monthPeriod(day), -1);
  const dayOfMonth = day.slice(8, 10);
  return dayOfMonth > previous.to.slice(8, 10) ? previous.to : `${previous.from.slice(0, 8)}${dayOfMonth}`;
}
