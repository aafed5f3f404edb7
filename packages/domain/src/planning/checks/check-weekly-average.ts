import { periodFrom, periodsTouched, weekPeriods } from '../../time/calendar-periods.ts';
import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatDayNumber, HOUR_MS, MINUTE_MS } from '../../time/local-days.ts';
import { type CheckInput, issue, plannedTotal } from './check-input.ts';

type Window = { firstMonday: number; total: number };

/** The busiest run of `weeks` consecutive ISO weeks that holds the week starting on `monday`. */
function busiestWindow(input: CheckInput, monday: number, weeks: number): Window {
  const { timeZone } = input.ctx;
  const totals: number[] = [];
  for (let k = -(weeks - 1); k <= weeks - 1; k++) {
    const week = periodFrom(timeZone, weekPeriods, weekPeriods.shift(monday, k));
    totals.push(plannedTotal(input, week.from, week.to));
  }
  let best: Window = { firstMonday: monday, total: -1 };
  let sum = totals.slice(0, weeks).reduce((a, b) => a + b, 0);
  for (let first = 0; first < weeks; first++) {
    if (first > 0) sum += totals[first + weeks - 1] - totals[first - 1];
    if (sum > best.total) best = { firstMonday: weekPeriods.shift(monday, first - (weeks - 1)), total: sum };
  }
  return best;
}

/**
 * `weeklyAverage`: the average over some run of `averageWeeks` consecutive ISO weeks holding a candidate's week
 * exceeds the maximum. The context holds the stored services of at least that many weeks each side, so every
 * such run is known: a week without services is a week off and counts as 0 h (the average always divides by
 * `averageWeeks`). Names the busiest run.
 */
export function checkWeeklyAverage(input: CheckInput) {
  const { rules, timeZone } = input.ctx;
  const weeks = Math.max(1, Math.round(rules.averageWeeks));
  const limit = rules.maxAverageWeeklyHours * HOUR_MS * weeks;
  return input.counted.flatMap((entry) => {
    for (const week of periodsTouched(timeZone, weekPeriods, entry.start, entry.end)) {
      const window = busiestWindow(input, week.firstDay, weeks);
      if (window.total <= limit) continue;
      const lastSunday = weekPeriods.shift(window.firstMonday, weeks) - 1;
      const message = `Moyenne de ${formatHours(window.total / weeks / MINUTE_MS)} par semaine sur les ${weeks} semaines du ${formatDayNumber(window.firstMonday)} au ${formatDayNumber(lastSunday)} (maximum ${formatHourLimit(rules.maxAverageWeeklyHours)})`;
      return [issue(entry.service.key, 'weeklyAverage', message)];
    }
    return [];
  });
}
