import type { CheckedAgent, CheckedService } from '../check-types.ts';
import { agent as checkedAgent, context, PARIS, paris } from '../checks/check-fixtures.ts';
import { defaultPlanningSettings } from '../planning-settings.ts';
import type { AutoplanAgent, AutoplanPost, AutoplanProblem } from './autoplan-problem.ts';
import { defaultAutoplanWeights } from './autoplan-schemas.ts';

// Fixtures for the automatic planning's tests: Paris wall-clock posts and agents.

export function post(id: string, start: string, end: string, extra: Partial<AutoplanPost> = {}): AutoplanPost {
  return {
    id,
    siteId: 'site-1',
    startAt: paris(start),
    endAt: paris(end),
    specialty: null,
    previousAgentId: null,
    ...extra,
  };
}

export function planAgent(
  id: string,
  extra: { agent?: Partial<CheckedAgent>; existing?: CheckedService[]; knownSites?: string[] } & Partial<
    Omit<AutoplanAgent, 'check'>
  > = {},
): AutoplanAgent {
  return {
    check: context({
      agent: checkedAgent({ id, name: id, ...extra.agent }),
      existing: (extra.existing ?? []).map((s) => ({ ...s, agentId: id })),
    }),
    contractHours: extra.contractHours ?? 151.67,
    knownSites: extra.knownSites ?? ['site-1'],
    excludedSites: extra.excludedSites ?? [],
  };
}

export function problem(posts: AutoplanPost[], agents: AutoplanAgent[], extra: Partial<AutoplanProblem> = {}) {
  const value: AutoplanProblem = {
    timeZone: PARIS,
    from: paris('2026-12-01 00:00'),
    to: paris('2027-01-01 00:00'),
    posts,
    agents,
    blocking: defaultPlanningSettings.blockingErrors,
    coefficients: defaultPlanningSettings.coefficients,
    weights: defaultAutoplanWeights,
    ...extra,
  };
  return value;
}
