import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatLocalDay, formatLocalTime, HOUR_MS, localDay, MINUTE_MS } from '../../time/local-days.ts';
import type { PlanningIssue } from '../planning-errors.ts';
import type { TimelineEntry } from './agent-timeline.ts';
import { type CheckInput, issue } from './check-input.ts';

function restMessage(timeZone: string, before: TimelineEntry, after: TimelineEntry, minimum: number): string {
  const rest = formatHours((after.start - before.end) / MINUTE_MS);
  const limit = `(minimum ${formatHourLimit(minimum)})`;
  const beforeDay = formatLocalDay(timeZone, before.start);
  if (localDay(timeZone, before.start) !== localDay(timeZone, after.start)) {
    return `Repos de ${rest} entre le service du ${beforeDay} et celui du ${formatLocalDay(timeZone, after.start)} ${limit}`;
  }
  const end = formatLocalTime(timeZone, before.end);
  const start = formatLocalTime(timeZone, after.start);
  return `Repos de ${rest} entre le service du ${beforeDay} terminé à ${end} et celui commençant à ${start} ${limit}`;
}

/**
 * `dailyRest`: less than the minimum rest between the end of a work period and the start of the next, over all
 * the agent's services in order. Services that touch or overlap are one continuous work period (no rest: the
 * daily maximum counts it). Reported on the candidates on either side of the short rest only: two stored
 * services already too close are not this batch's doing.
 */
export function checkDailyRest({ ctx, timeline }: CheckInput) {
  const minimum = ctx.rules.minDailyRestHours;
  const issues: PlanningIssue[] = [];
  const reported = new Set<string>();
  const report = (entry: TimelineEntry, before: TimelineEntry, after: TimelineEntry) => {
    if (!entry.candidate || reported.has(entry.service.key)) return;
    reported.add(entry.service.key);
    issues.push(issue(entry.service.key, 'dailyRest', restMessage(ctx.timeZone, before, after, minimum)));
  };
  // `last` is the service that ends the work period so far (the latest end seen).
  let last: TimelineEntry | null = null;
  for (const entry of timeline.entries) {
    if (last && entry.start > last.end && entry.start - last.end < minimum * HOUR_MS) {
      report(last, last, entry);
      report(entry, last, entry);
    }
    if (!last || entry.end > last.end) last = entry;
  }
  return issues;
}
