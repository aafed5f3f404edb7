import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import type { AgentHoursRow, ReferencePeriodFigures } from '@securite/domain/hours/hours-schemas';
import {
  computeOvertime,
  DEFAULT_OVERTIME_INCREASE_BP,
  overtimeRuleOf,
  overtimeWeightedHours,
  overtimeWindowStart,
} from '@securite/domain/hours/overtime';
import { roundHours } from '@securite/domain/hours/weighted-hours';
import { dayToDate } from '@securite/domain/time/calendar-day';
import { zonedInstant } from '@securite/domain/time/wall-clock';
import { countService, HoursTally, plannedMinutesByDay } from './count-hours.ts';
import type { HourAgent } from './hour-agents.ts';
import type { HourServiceRow } from './hour-services.ts';
import type { HoursContext } from './hours-context.ts';

/**
 * The first instant whose services the overtime of the period needs: the Monday of the first week or the first
 * day of the first month, whichever is earlier (weekly and monthly contracts are both counted from one query).
 */
export function overtimeQueryStart(ctx: HoursContext): Date {
  const monday = overtimeWindowStart(ctx.period.from, { period: 'weekly', limitHours: 0 });
  const first = overtimeWindowStart(ctx.period.from, { period: 'monthly', limitHours: 0 });
  return zonedInstant(dayToDate(monday) < dayToDate(first) ? monday : first, '00:00', ctx.timeZone);
}

/** An agent's hours over the period, with the overtime of the reference periods ending in it. */
export interface AgentCount {
  row: AgentHoursRow;
  tally: HoursTally;
  periods: ReferencePeriodFigures[];
}

/** Counts one agent's services (which may start before the period, for the overtime window). */
export function countAgent(agent: HourAgent, rows: readonly HourServiceRow[], ctx: HoursContext): AgentCount {
  const queryStart = overtimeQueryStart(ctx);
  const tally = new HoursTally();
  const byDay = new Map<number, number>();
  for (const service of rows) {
    if (service.endAt > ctx.start) tally.add(countService(service, ctx));
    plannedMinutesByDay(byDay, service, queryStart, ctx);
  }
  const rule = overtimeRuleOf(agent);
  const overtime = computeOvertime(byDay, rule, ctx.period);
  const increase = agent.overtimeIncreaseBp ?? DEFAULT_OVERTIME_INCREASE_BP;
  const periods = overtime.periods.map((p) => ({
    ...p,
    minutes: Math.round(p.minutes),
    overtimeMinutes: Math.round(p.overtimeMinutes),
  }));
  return {
    tally,
    periods,
    row: {
      agent: { id: agent.id, fullname: agent.fullname },
      ...tally.present(ctx),
      limit: rule ? { hours: rule.limitHours, period: rule.period } : null,
      workingLimit: monthlyWorkingLimit(agent.activeContract),
      overtimeIncreaseBp: increase,
      overtimeMinutes: Math.round(overtime.overtimeMinutes),
      overtimeWeightedHours: roundHours(overtimeWeightedHours(overtime.overtimeMinutes, increase)),
    },
  };
}
