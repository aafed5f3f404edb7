import { periodsTouched, weekPeriods } from '../../time/calendar-periods.ts';
import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatDayNumber, HOUR_MS, MINUTE_MS } from '../../time/local-days.ts';
import type { PlanningIssue } from '../planning-errors.ts';
import type { Timeline } from './agent-timeline.ts';
import { type CheckInput, issue } from './check-input.ts';

type Span = { start: number; end: number };

/** Continuous work: services that touch or overlap make one period. */
function workPeriods(timeline: Timeline): Span[] {
  const periods: Span[] = [];
  for (const entry of timeline.entries) {
    const last = periods.at(-1);
    if (last && entry.start <= last.end) last.end = Math.max(last.end, entry.end);
    else periods.push({ start: entry.start, end: entry.end });
  }
  return periods;
}

/** The longest free time clipped to [from, to); before the first and after the last service is free. */
function longestRest(periods: Span[], from: number, to: number): number {
  let low = 0;
  let high = periods.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (periods[mid].end <= from) low = mid + 1;
    else high = mid;
  }
  let longest = 0;
  for (let k = low; k <= periods.length; k++) {
    const restStart = k === 0 ? Number.NEGATIVE_INFINITY : periods[k - 1].end;
    const restEnd = k === periods.length ? Number.POSITIVE_INFINITY : periods[k].start;
    if (restStart >= to) break;
    longest = Math.max(longest, Math.min(restEnd, to) - Math.max(restStart, from));
  }
  return longest;
}

/**
 * `weeklyRest`: an ISO week (local time) without a continuous rest of the minimum weekly rest. The weekly rest
 * is 24 h plus the daily rest attached to it (35 h = 24 h + 11 h): the 24 h lie in the week, the attached daily
 * rest may fall in the week before or after. So a rest counts for a week by its part within the week widened by
 * the daily rest on each side (Sunday 13:00 of the week before to Monday 11:00 of the week after by default):
 * a rest from Saturday 20:00 to Monday 07:00 serves the week it ends, and a rest straddling Sunday night counts
 * for both weeks only when it holds 24 h in each. Checked for every week whose widened span a candidate touches
 * (a candidate early on Monday can break the week before's rest), one issue per candidate.
 */
export function checkWeeklyRest(input: CheckInput) {
  const { rules, timeZone } = input.ctx;
  const minimum = rules.minWeeklyRestHours * HOUR_MS;
  const spill = Math.max(0, rules.minDailyRestHours) * HOUR_MS;
  const periods = workPeriods(input.timeline);
  const longestByWeek = new Map<number, number>();
  const issues: PlanningIssue[] = [];
  for (const entry of input.counted) {
    for (const week of periodsTouched(timeZone, weekPeriods, entry.start - spill, entry.end + spill)) {
      let longest = longestByWeek.get(week.firstDay);
      if (longest === undefined) {
        longest = longestRest(periods, week.from - spill, week.to + spill);
        longestByWeek.set(week.firstDay, longest);
      }
      if (longest >= minimum) continue;
      const message = `Aucun repos de ${formatHourLimit(rules.minWeeklyRestHours)} consécutives la semaine du ${formatDayNumber(week.firstDay)} (plus long repos : ${formatHours(longest / MINUTE_MS)})`;
      issues.push(issue(entry.service.key, 'weeklyRest', message));
      break;
    }
  }
  return issues;
}
