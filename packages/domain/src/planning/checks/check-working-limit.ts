import { monthPeriods } from '../../time/calendar-periods.ts';
import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatMonth } from '../../time/local-days.ts';
import type { CheckInput } from './check-input.ts';
import { checkPlannedMaximum } from './planned-maximum.ts';

/** `workingLimit`: the hours planned in a calendar month exceed the active contract's monthly limit. */
export function checkWorkingLimit(input: CheckInput) {
  const limitHours = input.ctx.agent.monthlyLimitHours;
  if (limitHours === null || !Number.isFinite(limitHours)) return [];
  return checkPlannedMaximum(input, {
    type: 'workingLimit',
    kind: monthPeriods,
    limitHours,
    message: (minutes, month) =>
      `${formatHours(minutes)} planifiées en ${formatMonth(month.firstDay)} (limite du contrat : ${formatHourLimit(limitHours)})`,
  });
}
