// Recurrence expansion: the domain's expandRecurrence (wall-clock times in Europe/Paris) against rrule in its UTC
// mode (dtstart in UTC, .all()) on the same 1,000 one-year rules. Each side expands all rules once per round; the
// figures are the medians of the rounds. rrule is given its easiest case (no time zone, no holidays) and only
// computes start dates plus an end date per occurrence; ours also converts both ends through the zone.
import { expandRecurrence } from '@securite/domain/planning/recurrence';
import type { Recurrence } from '@securite/domain/planning/recurrence-schemas';
import { isOvernight } from '@securite/domain/planning/recurrence-schemas';
import rrulePackage from 'rrule';
import { record } from './results.ts';

// rrule is CommonJS without named exports Node can see.
const { RRule, datetime } = rrulePackage;

const RULES = 1000;
const ROUNDS = 9;
const TIME_ZONE = 'Europe/Paris';
const shifts = [
  ['08:00', '18:00'],
  ['20:00', '08:00'],
  ['06:00', '14:00'],
  ['14:00', '22:00'],
  ['22:00', '06:00'],
  ['07:30', '19:30'],
] as const;

/** A small seeded generator (mulberry32) so every run benches the same rules. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickSome(next: () => number, from: number, to: number, most: number): number[] {
  const count = 1 + Math.floor(next() * most);
  const values = new Set<number>();
  while (values.size < count) values.add(from + Math.floor(next() * (to - from + 1)));
  return [...values].sort((a, b) => a - b);
}

/** 1,000 rules over 2026: a third daily (every 1–3 days), weekly (1–5 weekdays, every 1–2 weeks), monthly. */
export function benchRules(): Recurrence[] {
  const next = random(2026);
  return Array.from({ length: RULES }, (_, i) => {
    const [startTime, endTime] = shifts[Math.floor(next() * shifts.length)];
    const repeat = (['daily', 'weekly', 'monthly'] as const)[i % 3];
    return {
      repeat,
      frequency: 1 + Math.floor(next() * (repeat === 'daily' ? 3 : 2)),
      days: repeat === 'weekly' ? pickSome(next, 1, 7, 5) : [],
      monthDays: repeat === 'monthly' ? pickSome(next, 1, 31, 4) : [],
      holidayDays: [],
      excludeHolidays: false,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      startTime,
      endTime,
    };
  });
}

const weekdays = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const frequencies = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY };

/** The same rule with rrule, times taken as UTC. */
function expandWithRRule(rule: Recurrence): { startAt: Date; endAt: Date }[] {
  const [hour, minute] = rule.startTime.split(':').map(Number);
  const [endHour, endMinute] = rule.endTime.split(':').map(Number);
  const duration =
    (endHour * 60 + endMinute - hour * 60 - minute + (isOvernight(rule.startTime, rule.endTime) ? 1440 : 0)) * 60_000;
  const [y0, m0, d0] = rule.startDate.split('-').map(Number);
  const [y1, m1, d1] = rule.endDate.split('-').map(Number);
  const rrule = new RRule(
    {
      freq: frequencies[rule.repeat as keyof typeof frequencies],
      interval: rule.frequency,
      wkst: RRule.MO,
      byweekday: rule.repeat === 'weekly' ? rule.days.map((d) => weekdays[d - 1]) : null,
      bymonthday: rule.repeat === 'monthly' ? rule.monthDays : null,
      dtstart: datetime(y0, m0, d0, hour, minute),
      until: datetime(y1, m1, d1, 23, 59, 59),
    },
    true, // no cache: every round computes again
  );
  return rrule.all().map((startAt) => ({ startAt, endAt: new Date(startAt.getTime() + duration) }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(run: () => number): { ms: number; occurrences: number } {
  const started = performance.now();
  const occurrences = run();
  return { ms: performance.now() - started, occurrences };
}

/** Both sides plan the same days: a sanity check, printed as the share of rules that agree (100 %). */
function agreement(rules: Recurrence[]): number {
  let agreeing = 0;
  for (const rule of rules) {
    const ours = expandRecurrence(rule, { timeZone: TIME_ZONE }).map((o) => o.day);
    const theirs = expandWithRRule(rule).map((o) => o.startAt.toISOString().slice(0, 10));
    if (ours.length === theirs.length && ours.every((day, i) => day === theirs[i])) agreeing++;
    else console.error(`recurrence: rrule disagrees on ${JSON.stringify(rule)}`);
  }
  return (agreeing / rules.length) * 100;
}

export async function recurrenceScenario(): Promise<void> {
  const rules = benchRules();
  const ours = () => rules.reduce((n, rule) => n + expandRecurrence(rule, { timeZone: TIME_ZONE }).length, 0);
  const rrule = () => rules.reduce((n, rule) => n + expandWithRRule(rule).length, 0);
  const agree = agreement(rules); // also warms both up (JIT, the zone's offset table)
  const oursMs: number[] = [];
  const rruleMs: number[] = [];
  let occurrences = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const a = time(ours);
    const b = time(rrule);
    if (a.occurrences !== b.occurrences) throw new Error(`recurrence: ${a.occurrences} ≠ ${b.occurrences} occurrences`);
    occurrences = a.occurrences;
    oursMs.push(a.ms);
    rruleMs.push(b.ms);
  }
  record('recurrence-rules', rules.length, 'rules');
  record('recurrence-occurrences', occurrences, 'occurrences');
  record('recurrence-rrule-agreement', agree, '%');
  record('recurrence-expansion-ours', median(oursMs), 'ms');
  record('recurrence-expansion-rrule', median(rruleMs), 'ms');
  record('recurrence-speedup', median(rruleMs) / median(oursMs), 'x');
  if (agree < 100) process.exitCode = 1;
}
