import { dayPeriods } from '../../time/calendar-periods.ts';
import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatDayNumber } from '../../time/local-days.ts';
import type { CheckInput } from './check-input.ts';
import { checkPlannedMaximum } from './planned-maximum.ts';

/** `dailyMax`: more than the daily maximum in a local calendar day; a night service splits at midnight. */
export function checkDailyMax(input: CheckInput) {
  const limitHours = input.ctx.rules.maxDailyHours;
  return checkPlannedMaximum(input, {
    type: 'dailyMax',
    kind: dayPeriods,
    limitHours,
    message: (minutes, day) =>
      `${formatHours(minutes)} planifiées le ${formatDayNumber(day.firstDay)} (maximum ${formatHourLimit(limitHours)})`,
  });
}
