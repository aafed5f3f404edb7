import type { AutoplanProblem } from '@securite/domain/planning/autoplan/autoplan-problem';
import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import type { Db } from '../../../db/client.ts';
import type { AgencyRow } from '../../../http/tenancy.ts';
import { loadAgentFacts } from '../load-check-context.ts';
import { type CandidateRow, runChecks } from '../run-checks.ts';

/**
 * The proposal through the batch save's own checks, as its « Appliquer » will send it: the facts read again from
 * the database (loadAgentFacts, the open posts being the batch's edits) and runChecks with the agency's settings.
 */
export async function verifyProposal(
  db: Db,
  agency: Pick<AgencyRow, 'id' | 'timezone' | 'settings'>,
  problem: AutoplanProblem,
  assignment: ReadonlyMap<number, number>,
): Promise<BatchIssue[]> {
  const candidates: CandidateRow[] = [...assignment].map(([p, a]) => {
    const post = problem.posts[p];
    return {
      key: post.id,
      lineKey: post.id,
      id: post.id,
      agentId: problem.agents[a].check.agent.id,
      siteId: post.siteId,
      startAt: post.startAt,
      endAt: post.endAt,
      specialty: post.specialty,
    };
  });
  if (candidates.length === 0) return [];
  const window = {
    from: new Date(Math.min(...candidates.map((c) => c.startAt.getTime()))),
    to: new Date(Math.max(...candidates.map((c) => c.endAt.getTime()))),
  };
  const facts = await loadAgentFacts(
    db,
    agency.id,
    candidates.map((c) => c.agentId as string),
    window,
    problem.posts.map((p) => p.id),
  );
  const settings = readPlanningSettings((agency.settings as Record<string, unknown>).planning);
  return runChecks(candidates, facts, { timeZone: agency.timezone, settings, siteNames: new Map() });
}
