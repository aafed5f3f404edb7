import { type CalendarPeriod, type PeriodKind, periodsTouched } from '../../time/calendar-periods.ts';
import { HOUR_MS, MINUTE_MS } from '../../time/local-days.ts';
import type { PlanningErrorType, PlanningIssue } from '../planning-errors.ts';
import { type CheckInput, issue, plannedTotal } from './check-input.ts';

type PlannedMaximum = {
  type: PlanningErrorType;
  kind: PeriodKind;
  limitHours: number;
  /** The message, given the planned minutes of the period over the limit. */
  message: (plannedMinutes: number, period: CalendarPeriod) => string;
};

/**
 * The hours rules on a calendar period (day, ISO week, month): the time planned in each period a candidate
 * touches, counted in real durations and split at the period's local boundaries, must not exceed the limit.
 * One issue per candidate: the first period over the limit.
 */
export function checkPlannedMaximum(input: CheckInput, rule: PlannedMaximum): PlanningIssue[] {
  const limit = rule.limitHours * HOUR_MS;
  const { timeZone } = input.ctx;
  return input.counted.flatMap((entry) => {
    for (const period of periodsTouched(timeZone, rule.kind, entry.start, entry.end)) {
      const planned = plannedTotal(input, period.from, period.to);
      if (planned > limit) return [issue(entry.service.key, rule.type, rule.message(planned / MINUTE_MS, period))];
    }
    return [];
  });
}
