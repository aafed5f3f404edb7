import { dayPeriods, periodsTouched } from '../../time/calendar-periods.ts';
import { firstOfMonth, MINUTE_MS, startOfLocalDay } from '../../time/local-days.ts';
import { DAY_MS, FRENCH_MONTHS, isoWeekday } from '../../time/wall-clock.ts';
import type { PlanningIssue } from '../planning-errors.ts';
import { entriesOverlapping } from './agent-timeline.ts';
import { type CheckInput, issue } from './check-input.ts';

const SUNDAY = 7;

/** The local Sundays (day numbers) of [start, end) in which at least a minute of it falls, with those minutes in ms. */
function sundaysOf(timeZone: string, start: number, end: number): [number, number][] {
  return periodsTouched(timeZone, dayPeriods, start, end).flatMap((day) =>
    isoWeekday(day.firstDay) === SUNDAY ? [[day.firstDay, Math.min(end, day.to) - Math.max(start, day.from)]] : [],
  );
}

/** Sundays among the days [firstDay, endDay). */
function sundaysBetween(firstDay: number, endDay: number): number {
  const firstSunday = firstDay + ((SUNDAY - isoWeekday(firstDay) + 7) % 7);
  return firstSunday >= endDay ? 0 : Math.floor((endDay - 1 - firstSunday) / 7) + 1;
}

const monthOf = (day: number) => new Date(day * DAY_MS).getUTCMonth();
const yearOf = (day: number) => new Date(day * DAY_MS).getUTCFullYear();

/** The months from `first` to `last` (first days) in words: `en mars 2027`, `d’octobre à décembre 2026`, `de novembre 2026 à janvier 2027`. */
export function monthRangeLabel(first: number, last: number): string {
  const name = (day: number) => FRENCH_MONTHS[monthOf(day)];
  if (first === last) return `en ${name(first)} ${yearOf(first)}`;
  const from = yearOf(first) === yearOf(last) ? name(first) : `${name(first)} ${yearOf(first)}`;
  const de = /^[aeiouyâéèêîôû]/.test(from) ? 'd’' : 'de ';
  return `${de}${from} à ${name(last)} ${yearOf(last)}`;
}

const decimal = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');

function offMessage(
  off: number,
  total: number,
  firstMonth: number,
  lastMonth: number,
  perMonth: number,
  months: number,
) {
  const count = off === 0 ? 'Aucun dimanche' : off === 1 ? '1 seul dimanche' : `Seulement ${off} dimanches`;
  const minimum =
    months > 1 ? `${decimal(perMonth * months)} : ${decimal(perMonth)} par mois en moyenne` : decimal(perMonth);
  return `${count} de repos sur ${total} ${monthRangeLabel(firstMonth, lastMonth)} (minimum ${minimum})`;
}

/**
 * `sundaysOff` (IDCC 1351 art. 7.01: « 2 dimanches de repos par mois en moyenne sur une période de 3 mois »). A
 * worked Sunday is a local Sunday of the agency's zone (as the other checks compute days) in which the agent's
 * counted services (a circuit through its circuit) add up to at least one minute of work. For each candidate that
 * works on a Sunday, every run of `sundaysOffMonths` consecutive calendar months holding that Sunday is looked at:
 * its Sundays minus its worked Sundays must be at least `minSundaysOffPerMonth` × `sundaysOffMonths`. The first
 * run that falls short is named; one issue per candidate. With 3 months the runs reach from the first day of the
 * month two months before the Sunday to the last day of the month two months after: at most 62 days before the
 * Sunday starts and after it ends (1 July → 1 September, 30 June → 31 August), and the Sunday lies within 25 h of
 * the candidate, so the stored services must be loaded at least 63 days and 1 hour around the batch (10 whole
 * weeks; (months − 1) × 31 days + 25 h in general).
 */
export function checkSundaysOff({ ctx, timeline, counted }: CheckInput) {
  const { timeZone, rules } = ctx;
  const months = Math.max(1, Math.round(rules.sundaysOffMonths));
  const required = rules.minSundaysOffPerMonth * months;
  const worked = new Map<number, number>();
  const loaded = new Set<number>();
  /** Fills `worked` for the Sundays of the month starting on `firstDay`, once. */
  const loadMonth = (firstDay: number) => {
    if (loaded.has(firstDay)) return;
    loaded.add(firstDay);
    const from = startOfLocalDay(timeZone, firstDay);
    const to = startOfLocalDay(timeZone, firstOfMonth(firstDay, 1));
    for (const entry of entriesOverlapping(timeline, from, to)) {
      for (const [day, ms] of sundaysOf(timeZone, Math.max(entry.start, from), Math.min(entry.end, to))) {
        worked.set(day, (worked.get(day) ?? 0) + ms);
      }
    }
  };
  const shortfalls = new Map<number, string | null>();
  /** The message when the run of months starting on `firstDay` has too few Sundays off, else null. */
  const shortfall = (firstDay: number) => {
    let found = shortfalls.get(firstDay);
    if (found !== undefined) return found;
    const endDay = firstOfMonth(firstDay, months);
    let workedSundays = 0;
    for (let month = firstDay; month < endDay; month = firstOfMonth(month, 1)) {
      loadMonth(month);
      const monthEnd = firstOfMonth(month, 1);
      for (const [day, ms] of worked) if (day >= month && day < monthEnd && ms >= MINUTE_MS) workedSundays++;
    }
    const total = sundaysBetween(firstDay, endDay);
    const off = total - workedSundays;
    found =
      off >= required
        ? null
        : offMessage(off, total, firstDay, firstOfMonth(firstDay, months - 1), rules.minSundaysOffPerMonth, months);
    shortfalls.set(firstDay, found);
    return found;
  };
  const issues: PlanningIssue[] = [];
  for (const entry of counted) {
    let message: string | null = null;
    for (const [sunday, ms] of sundaysOf(timeZone, entry.start, entry.end)) {
      if (ms < MINUTE_MS) continue;
      const month = firstOfMonth(sunday);
      for (let k = months - 1; k >= 0 && !message; k--) message = shortfall(firstOfMonth(month, -k));
      if (message) break;
    }
    if (message) issues.push(issue(entry.service.key, 'sundaysOff', message));
  }
  return issues;
}
