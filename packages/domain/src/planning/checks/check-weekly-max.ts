import { weekPeriods } from '../../time/calendar-periods.ts';
import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatDayNumber } from '../../time/local-days.ts';
import type { CheckInput } from './check-input.ts';
import { checkPlannedMaximum } from './planned-maximum.ts';

/** `weeklyMax`: more than the weekly maximum in an ISO week (Monday 00:00 to Monday 00:00, local time). */
export function checkWeeklyMax(input: CheckInput) {
  const limitHours = input.ctx.rules.maxWeeklyHours;
  return checkPlannedMaximum(input, {
    type: 'weeklyMax',
    kind: weekPeriods,
    limitHours,
    message: (minutes, week) =>
      `${formatHours(minutes)} planifiées la semaine du ${formatDayNumber(week.firstDay)} (maximum ${formatHourLimit(limitHours)})`,
  });
}
