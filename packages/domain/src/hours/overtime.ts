import type { ActiveContract } from '../agents/agent-schemas.ts';
import type { CalendarDay } from '../time/calendar-day.ts';
import { dayFromNumber, dayNumber, isoWeekday } from '../time/wall-clock.ts';
import { BASIS } from './weighted-hours.ts';

/**
 * Overtime, kept simple and stated here once:
 * - the reference period is the contract's: ISO weeks (Monday–Sunday) for a weekly contract, calendar months for a
 *   monthly one; with no contract, the agent's weekly duration (weekDuration) makes a weekly rule; with neither,
 *   there is no overtime;
 * - overtime is the planned time of a reference period beyond its limit;
 * - a reference period counts in the requested period where it ends (a week straddling two months counts in the
 *   month of its Sunday), with all of its hours, those before the requested period included;
 * - the increase is the agent's (overtimeIncreaseBp), 25 % when not given (Code du travail L3121-36, the first
 *   eight hours of a week; the 50 % beyond is not applied).
 */
export type OvertimeRule = { period: 'weekly' | 'monthly'; limitHours: number } | null;

/** 25 %, the legal default increase of the first overtime hours. */
export const DEFAULT_OVERTIME_INCREASE_BP = 2500;

/** The overtime rule of an agent: the active contract, else the weekly duration, else none. */
export function overtimeRuleOf(agent: {
  activeContract: ActiveContract | null | undefined;
  weekDuration: number | null | undefined;
}): OvertimeRule {
  const contract = agent.activeContract;
  if (contract && Number.isFinite(contract.hoursLimit)) {
    return { period: contract.period, limitHours: contract.hoursLimit };
  }
  if (agent.weekDuration !== null && agent.weekDuration !== undefined && Number.isFinite(agent.weekDuration)) {
    return { period: 'weekly', limitHours: Number(agent.weekDuration) };
  }
  return null;
}

/** The first day whose hours the overtime of [from, …] needs: the Monday of its week or the first of its month. */
export function overtimeWindowStart(from: CalendarDay, rule: OvertimeRule): CalendarDay {
  if (!rule) return from;
  if (rule.period === 'monthly') return `${from.slice(0, 8)}01`;
  const n = dayNumber(from);
  return dayFromNumber(n - (isoWeekday(n) - 1));
}

/** One reference period (a week or a month) and its overtime. */
export interface ReferencePeriod {
  start: CalendarDay;
  end: CalendarDay;
  minutes: number;
  limitMinutes: number;
  overtimeMinutes: number;
}

function lastDayOfMonth(year: number, month: number): number {
  // Day 0 of the next month.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The reference periods ending within [from, to], as day-number ranges. */
function referencePeriods(from: number, to: number, rule: NonNullable<OvertimeRule>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (rule.period === 'weekly') {
    for (let sunday = from + ((7 - isoWeekday(from)) % 7); sunday <= to; sunday += 7) ranges.push([sunday - 6, sunday]);
    return ranges;
  }
  let year = Number(dayFromNumber(from).slice(0, 4));
  let month = Number(dayFromNumber(from).slice(5, 7));
  for (;;) {
    const last = dayNumber(`${year}-${String(month).padStart(2, '0')}-${lastDayOfMonth(year, month)}`);
    if (last > to) break;
    if (last >= from) ranges.push([dayNumber(`${year}-${String(month).padStart(2, '0')}-01`), last]);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return ranges;
}

/**
 * The overtime of the reference periods ending within [from, to] (see the rules above), from the planned minutes
 * per local day (day numbers as wall-clock.ts counts them).
 */
export function computeOvertime(
  minutesByDay: ReadonlyMap<number, number>,
  rule: OvertimeRule,
  period: { from: CalendarDay; to: CalendarDay },
): { periods: ReferencePeriod[]; overtimeMinutes: number } {
  if (!rule) return { periods: [], overtimeMinutes: 0 };
  const limitMinutes = Math.round(rule.limitHours * 60);
  const periods = referencePeriods(dayNumber(period.from), dayNumber(period.to), rule).map(([start, end]) => {
    let minutes = 0;
    for (let d = start; d <= end; d++) minutes += minutesByDay.get(d) ?? 0;
    return {
      start: dayFromNumber(start),
      end: dayFromNumber(end),
      minutes,
      limitMinutes,
      overtimeMinutes: Math.max(0, minutes - limitMinutes),
    };
  });
  return { periods, overtimeMinutes: periods.reduce((sum, p) => sum + p.overtimeMinutes, 0) };
}

/** Overtime hours with their increase: 2 h at 2500 bp weigh 2.5. */
export function overtimeWeightedHours(overtimeMinutes: number, increaseBp: number | null | undefined): number {
  return (overtimeMinutes / 60) * ((BASIS + (increaseBp ?? DEFAULT_OVERTIME_INCREASE_BP)) / BASIS);
}
