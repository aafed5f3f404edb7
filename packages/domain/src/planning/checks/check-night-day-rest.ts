import { walkLocalStretches } from '../../hours/split-service-minutes.ts';
import { formatHourLimit, formatHours } from '../../time/format-hours.ts';
import { formatLocalDay, formatLocalTime, HOUR_MS, localDay, MINUTE_MS } from '../../time/local-days.ts';
import { usableTimeZone } from '../../time/wall-clock.ts';
import type { PlanningIssue, PlanningRules } from '../planning-errors.ts';
import type { TimelineEntry } from './agent-timeline.ts';
import { type CheckInput, issue } from './check-input.ts';

/** A service with at least this much night work is a night service (Code du travail L3122-5: 3 h a day). */
export const NIGHT_SERVICE_MIN_MS = 3 * HOUR_MS;

/** Night time of [start, end) in ms: real durations on the agency's wall clock, as the pay's night hours count. */
export function nightTime(start: number, end: number, timeZone: string, night: PlanningRules['night']): number {
  let total = 0;
  walkLocalStretches(start, end, { timeZone: usableTimeZone(timeZone), coefficients: night }, (_day, isNight, ms) => {
    if (isNight) total += ms;
  });
  return total;
}

const kindLabel = (night: boolean) => (night ? 'de nuit' : 'de jour');

function switchMessage(
  timeZone: string,
  before: { entry: TimelineEntry; night: boolean },
  after: { entry: TimelineEntry; night: boolean },
  minimum: number,
): string {
  const rest = formatHours((after.entry.start - before.entry.end) / MINUTE_MS);
  const limit = `(minimum ${formatHourLimit(minimum)})`;
  const first = `le service ${kindLabel(before.night)} du ${formatLocalDay(timeZone, before.entry.start)}`;
  if (localDay(timeZone, before.entry.start) !== localDay(timeZone, after.entry.start)) {
    const second = `le service ${kindLabel(after.night)} du ${formatLocalDay(timeZone, after.entry.start)}`;
    return `Repos de ${rest} entre ${first} et ${second} ${limit}`;
  }
  const end = formatLocalTime(timeZone, before.entry.end);
  const start = formatLocalTime(timeZone, after.entry.start);
  return `Repos de ${rest} entre ${first} terminé à ${end} et le service ${kindLabel(after.night)} commençant à ${start} ${limit}`;
}

/**
 * `nightDayRest` (IDCC 1351 art. 7.01: « en cas de passage d'un service de nuit à un service de jour ou inversement,
 * une interruption d'activité de 10 heures sera respectée »). A service is a night service when at least 3 h of it
 * (real time) fall in the night period of the rules — the agency's night hours, as the pay counts them — else a
 * day service. Consecutive services are taken as the daily rest takes them: over all the agent's counted services
 * in order (a circuit through its circuit, not its stops), the service ending the work period so far (the latest
 * end) and the next one starting after it; services that touch or overlap are one work period, with no rest to
 * measure. When the two are of different kinds and the rest between them is under `minNightDayRestHours`, the
 * later one gets the issue if it is a candidate, else the earlier one if it is; two stored services are not this
 * batch's doing. Day after day, or night after night, is the daily rest's business only.
 */
export function checkNightDayRest({ ctx, timeline }: CheckInput) {
  const minimum = ctx.rules.minNightDayRestHours;
  const kinds = new Map<TimelineEntry, boolean>();
  const isNight = (entry: TimelineEntry) => {
    let night = kinds.get(entry);
    if (night === undefined) {
      night = nightTime(entry.start, entry.end, ctx.timeZone, ctx.rules.night) >= NIGHT_SERVICE_MIN_MS;
      kinds.set(entry, night);
    }
    return night;
  };
  const issues: PlanningIssue[] = [];
  const reported = new Set<string>();
  let last: TimelineEntry | null = null;
  for (const entry of timeline.entries) {
    if (last && entry.start > last.end && entry.start - last.end < minimum * HOUR_MS) {
      const blamed = entry.candidate ? entry : last.candidate ? last : null;
      if (blamed && !reported.has(blamed.service.key) && isNight(last) !== isNight(entry)) {
        reported.add(blamed.service.key);
        const before = { entry: last, night: isNight(last) };
        const after = { entry, night: isNight(entry) };
        issues.push(issue(blamed.service.key, 'nightDayRest', switchMessage(ctx.timeZone, before, after, minimum)));
      }
    }
    if (!last || entry.end > last.end) last = entry;
  }
  return issues;
}
