import type { AgentCheckContext, CheckedService } from '../check-types.ts';
import type { PlanningIssue } from '../planning-errors.ts';
import { buildTimeline, candidateEntries } from './agent-timeline.ts';
import { checkCnapsExpired } from './check-cnaps-expired.ts';
import { checkDailyMax } from './check-daily-max.ts';
import { checkDailyRest } from './check-daily-rest.ts';
import { checkDeactivated } from './check-deactivated.ts';
import type { CheckInput, PlanningCheck } from './check-input.ts';
import { checkMinimumPeriod } from './check-minimum-period.ts';
import { checkMissingSpecialty } from './check-missing-specialty.ts';
import { checkNightDayRest } from './check-night-day-rest.ts';
import { checkInactiveAccount, checkNoContract } from './check-no-contract.ts';
import { checkNotPlannable } from './check-not-plannable.ts';
import { checkOverlap } from './check-overlap.ts';
import { checkSiteExcluded } from './check-site-excluded.ts';
import { checkSundaysOff } from './check-sundays-off.ts';
import { checkUnavailable } from './check-unavailable.ts';
import { checkWeeklyAverage } from './check-weekly-average.ts';
import { checkWeeklyMax } from './check-weekly-max.ts';
import { checkWeeklyRest } from './check-weekly-rest.ts';
import { checkWorkingLimit } from './check-working-limit.ts';

/** Every rule, in the order their issues are listed (the record's problems first, then time, then hours). */
export const planningChecks: readonly PlanningCheck[] = [
  checkDeactivated,
  checkNoContract,
  checkInactiveAccount,
  checkNotPlannable,
  checkCnapsExpired,
  checkMissingSpecialty,
  checkSiteExcluded,
  checkUnavailable,
  checkOverlap,
  checkMinimumPeriod,
  checkDailyRest,
  checkNightDayRest,
  checkDailyMax,
  checkWeeklyMax,
  checkWeeklyAverage,
  checkWeeklyRest,
  checkSundaysOff,
  checkWorkingLimit,
];

/**
 * Checks the services of ONE agent saved together (new or edited) against each other and the agent's stored
 * services (`ctx.existing`, without the ones being edited). At most one issue per service and error type.
 * Circuit stops (`circuitId` set) count through their circuit for overlap and hours.
 */
export function checkAgentServices(candidates: readonly CheckedService[], ctx: AgentCheckContext): PlanningIssue[] {
  if (candidates.length === 0) return [];
  const timeline = buildTimeline(candidates, ctx.existing);
  const input: CheckInput = { candidates, ctx, timeline, counted: candidateEntries(timeline), totals: new Map() };
  const seen = new Set<string>();
  const issues: PlanningIssue[] = [];
  for (const check of planningChecks) {
    for (const found of check(input)) {
      const id = `${found.type}\u0000${found.key}`;
      if (seen.has(id)) continue;
      seen.add(id);
      issues.push(found);
    }
  }
  return issues;
}
