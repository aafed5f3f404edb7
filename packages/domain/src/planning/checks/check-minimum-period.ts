import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { HOUR_MS, MINUTE_MS } from '../../time/local-days.ts';
import { type CheckInput, issue } from './check-input.ts';

/** `minimumPeriod`: a service (circuit stops excepted: their circuit is the work period) is too short. */
export function checkMinimumPeriod({ ctx, counted }: CheckInput) {
  const minimum = ctx.rules.minPeriodHours * HOUR_MS;
  return counted.flatMap((entry) => {
    const duration = entry.end - entry.start;
    if (duration >= minimum) return [];
    const message = `Vacation de ${formatHours(duration / MINUTE_MS)} (minimum ${formatHourLimit(ctx.rules.minPeriodHours)})`;
    return [issue(entry.service.key, 'minimumPeriod', message)];
  });
}
