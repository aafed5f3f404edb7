import { hardRules } from '@securite/domain/planning/autoplan/autoplan-problem';
import { autoplanReasonLabel } from '@securite/domain/planning/autoplan/autoplan-reasons';
import {
  type AutoplanLine,
  type AutoplanRequest,
  type AutoplanResult,
  autoplanMessages,
} from '@securite/domain/planning/autoplan/autoplan-schemas';
import type { AutoplanOutcome } from '@securite/domain/planning/autoplan/autoplan-solve';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { planningProposals } from '../../../db/schema/planning-proposals.ts';
import { sites } from '../../../db/schema/sites.ts';
import { agencies } from '../../../db/schema/tenancy.ts';
import { inAgency } from '../../../db/tenant.ts';
import { loadAutoplanProblem } from './load-autoplan-problem.ts';
import { autoplanPhases, createProgressBuffer } from './solve-proposal.ts';
import { verifyProposal } from './verify-proposal.ts';

export const AUTOPLAN_QUEUE = 'planning.autoplan';
/** The solver's budget for one proposal (the issue: under 10 s for a month of a large agency). */
export const AUTOPLAN_TIME_LIMIT_MS = 8000;
const POLL_MS = 400;

/** `timeLimitMs`: another budget than the product's (the bench's unhurried run). */
type Payload = { agencyId: string; proposalId: string; timeLimitMs?: number };

/**
 * The job of one « Proposer un planning »: reads the problem, solves it on a worker thread (progress written to the
 * row every 400 ms, a cancel asked on the row passed to the worker), checks the answer with the batch save's
 * checks and stores the proposal. Any failure is written on the row (the job is not retried).
 */
export async function runProposal(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const { agencyId, proposalId, timeLimitMs } = payload as Payload;
  const [row] = await ctx.db
    .select()
    .from(planningProposals)
    .where(and(inAgency(planningProposals, agencyId), eq(planningProposals.id, proposalId)));
  if (row?.status !== 'running') return;
  const update = (values: Partial<typeof planningProposals.$inferInsert>) =>
    ctx.db
      .update(planningProposals)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(inAgency(planningProposals, agencyId), eq(planningProposals.id, proposalId)));
  if (row.cancelRequestedAt) {
    await update({ status: 'cancelled' });
    return;
  }
  const started = Date.now();
  try {
    // every agency: the agency row itself (its zone and settings), read by its id.
    const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, agencyId));
    await update({ phase: 'loading', progress: 2 });
    const problem = await loadAutoplanProblem(ctx.db, agency, row.request as AutoplanRequest);
    const shared = createProgressBuffer();
    const cells = new Int32Array(shared);
    let cancelled = false;
    const poll = setInterval(() => {
      void (async () => {
        const [now] = await ctx.db
          .select({ cancel: planningProposals.cancelRequestedAt })
          .from(planningProposals)
          .where(and(inAgency(planningProposals, agencyId), eq(planningProposals.id, proposalId)));
        if (now?.cancel) {
          cancelled = true;
          Atomics.store(cells, 0, 1);
        }
        await update({ progress: Atomics.load(cells, 1), phase: autoplanPhases[Atomics.load(cells, 2)] ?? 'solving' });
      })().catch(() => {});
    }, POLL_MS);
    let outcome: AutoplanOutcome;
    try {
      outcome = await ctx.offThread.run<AutoplanOutcome>(
        new URL('./solve-proposal.ts', import.meta.url),
        'solveProposal',
        [problem, shared, typeof timeLimitMs === 'number' ? timeLimitMs : AUTOPLAN_TIME_LIMIT_MS],
      );
    } catch (error) {
      clearInterval(poll);
      if (cancelled || Atomics.load(cells, 0) === 1) {
        await update({ status: 'cancelled', phase: 'done' });
        return;
      }
      throw error;
    }
    clearInterval(poll);
    // The batch save's checks have the last word: a post they refuse is left open with their reason.
    const issues = await verifyProposal(ctx.db, agency, problem, outcome.assignment);
    const hard = hardRules(problem.blocking);
    const refused = new Map(issues.filter((i) => i.blocking || hard.has(i.type)).map((i) => [i.key, i]));
    const siteIds = [...new Set(problem.posts.flatMap((p) => (p.siteId ? [p.siteId] : [])))];
    const siteRows = siteIds.length
      ? await ctx.db
          .select({ id: sites.id, name: sites.name })
          .from(sites)
          .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds)))
      : [];
    const siteNames = new Map(siteRows.map((s) => [s.id, s.name]));
    const lines: AutoplanLine[] = problem.posts.map((post, p) => {
      const a = outcome.assignment.get(p);
      const issue = refused.get(post.id);
      const agent = a === undefined || issue ? null : problem.agents[a].check.agent;
      return {
        serviceId: post.id,
        siteId: post.siteId,
        siteName: post.siteId ? (siteNames.get(post.siteId) ?? null) : null,
        startAt: post.startAt.toISOString(),
        endAt: post.endAt.toISOString(),
        previousAgentId: post.previousAgentId,
        agentId: agent?.id ?? null,
        agentName: agent?.name ?? null,
        cost: agent ? Math.round((outcome.perPost.get(p) ?? 0) * 100) / 100 : 0,
        reasons: issue
          ? [{ type: issue.type, label: autoplanReasonLabel(issue.type), agents: 1 }]
          : (outcome.reasons.get(p) ?? []),
      };
    });
    const filled = lines.filter((l) => l.agentId).length;
    const result: AutoplanResult = {
      lines,
      cost: Math.round(outcome.cost * 100) / 100,
      costParts: outcome.costParts,
      greedyCost: Math.round(outcome.greedyCost * 100) / 100,
      lowerBound: outcome.lowerBound,
      solver: outcome.solver,
      chunks: outcome.chunks,
      mipChunks: outcome.mipChunks,
      filled,
      open: lines.length - filled,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    await update({
      status: 'done',
      phase: 'done',
      progress: 100,
      result: result as unknown as Record<string, unknown>,
    });
  } catch (error) {
    ctx.log.warn({ err: error, proposalId }, 'planning proposal failed');
    await update({ status: 'failed', phase: 'done', error: autoplanMessages.failed });
  }
}
