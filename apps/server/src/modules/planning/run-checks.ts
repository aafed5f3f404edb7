import type { CheckedService } from '@securite/domain/planning/check-types';
import { checkAgentServices } from '@securite/domain/planning/checks/check-agent-services';
import { isBlocking, type PlanningErrorType, type PlanningIssue } from '@securite/domain/planning/planning-errors';
import { type PlanningSettings, planningRulesFor } from '@securite/domain/planning/planning-settings';
import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import type { AgentFacts } from './load-check-context.ts';

/** A row the checks look at, with the batch line it came from. */
export type CandidateRow = CheckedService & { key: string; lineKey: string };

/** Which check families a dry run asks for (`fetch/planning-error/…`); the batch save runs them all. */
export const checkFamilies: Record<'available' | 'rest' | 'working-time', readonly PlanningErrorType[]> = {
  available: [
    'overlap',
    'unavailable',
    'notPlannable',
    'deactivated',
    'cnapsExpired',
    'missingSpecialty',
    'siteExcluded',
  ],
  rest: [
    'dailyRest',
    'nightDayRest',
    'dailyMax',
    'weeklyMax',
    'weeklyAverage',
    'weeklyRest',
    'sundaysOff',
    'minimumPeriod',
  ],
  'working-time': ['workingLimit'],
};

/**
 * Runs the planning checks on the candidates, one agent at a time against that agent's other services, and
 * words each issue for the batch answer (who, where, when, blocking or not).
 */
export function runChecks(
  candidates: readonly CandidateRow[],
  facts: AgentFacts,
  options: {
    timeZone: string;
    /** The agency's planning settings: its blocking choice, and its night period for the night/day rest. */
    settings: Pick<PlanningSettings, 'blockingErrors' | 'coefficients'>;
    siteNames: ReadonlyMap<string, string>;
    only?: readonly PlanningErrorType[];
  },
): BatchIssue[] {
  const byAgent = new Map<string, CandidateRow[]>();
  for (const row of candidates) {
    if (!row.agentId) continue;
    const list = byAgent.get(row.agentId) ?? [];
    list.push(row);
    byAgent.set(row.agentId, list);
  }
  const rowsByKey = new Map(candidates.map((row) => [row.key, row]));
  const issues: BatchIssue[] = [];
  const rules = planningRulesFor(options.settings);
  for (const [agentId, rows] of byAgent) {
    const agent = facts.agents.get(agentId);
    if (!agent) continue;
    const found: PlanningIssue[] = checkAgentServices(rows, {
      timeZone: options.timeZone,
      agent,
      existing: facts.existing.get(agentId) ?? [],
      unavailabilities: facts.unavailabilities.get(agentId) ?? [],
      rules,
    });
    for (const issue of found) {
      if (options.only && !options.only.includes(issue.type)) continue;
      const row = rowsByKey.get(issue.key);
      if (!row) continue;
      issues.push({
        key: row.lineKey,
        type: issue.type,
        message: issue.message,
        blocking: isBlocking(issue.type, options.settings.blockingErrors),
        agentName: agent.name,
        siteName: row.siteId ? (options.siteNames.get(row.siteId) ?? null) : null,
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
      });
    }
  }
  return issues.sort((a, b) => a.startAt.localeCompare(b.startAt));
}
