import { type Assignment, costBase, evaluate } from './autoplan-costs.ts';
import { greedyFill } from './autoplan-greedy.ts';
import { buildChunkModel, type LpSolver } from './autoplan-model.ts';
import type { AutoplanProblem } from './autoplan-problem.ts';
import { autoplanReasonLabel } from './autoplan-reasons.ts';
import type { AutoplanCostParts, AutoplanReason, AutoplanReasonType } from './autoplan-schemas.ts';
import { assign, canTake, createState, type PlanState, quickRefusal, refusalOf, unassign } from './autoplan-state.ts';

/** The most posts one model holds: a week with more is cut by clusters of sites. */
export const MAX_CHUNK_POSTS = 200;

export class AutoplanCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

export type SolveOptions = {
  /** No solver: the heuristic's answer. */
  solver?: LpSolver | null;
  /** The whole run's budget; each model gets its share of what is left. */
  timeLimitMs?: number;
  progress?: (percent: number, phase: string) => void;
  cancelled?: () => boolean;
  /** Also solve each model's LP relaxation, for `lowerBound` (the bench's figure; the product skips it). */
  withBound?: boolean;
};

export type AutoplanOutcome = {
  assignment: Assignment;
  cost: number;
  costParts: AutoplanCostParts;
  perPost: Map<number, number>;
  greedyCost: number;
  /** Sum over the models of their LP relaxation, and of the MIP answers' objectives (null when one had none). */
  lowerBound: number | null;
  mipObjective: number | null;
  solver: 'mip' | 'greedy';
  reasons: Map<number, AutoplanReason[]>;
  /** Posts the final check of every agent's whole proposal took back (0 when the model and the checks agree). */
  droppedByCheck: number;
  chunks: number;
  /** The chunks a MIP answered (the others, past the budget or without an answer in time, the heuristic). */
  mipChunks: number;
  checksRun: number;
};

/** The chunks of the model: ISO weeks, a week of more than MAX_CHUNK_POSTS posts cut into clusters of sites. */
export function chunksOf(state: PlanState): number[][] {
  const { problem, facts } = state.base;
  const weeks = new Map<number, number[]>();
  problem.posts.forEach((_, p) => {
    const list = weeks.get(facts[p].week) ?? [];
    list.push(p);
    weeks.set(facts[p].week, list);
  });
  const chunks: number[][] = [];
  for (const week of [...weeks.keys()].sort((x, y) => x - y)) {
    const posts = weeks.get(week) ?? [];
    if (posts.length <= MAX_CHUNK_POSTS) {
      chunks.push(posts);
      continue;
    }
    const bySite = new Map<string, number[]>();
    for (const p of posts) {
      const key = problem.posts[p].siteId ?? '';
      bySite.set(key, [...(bySite.get(key) ?? []), p]);
    }
    let current: number[] = [];
    for (const site of [...bySite.keys()].sort()) {
      const list = bySite.get(site) ?? [];
      if (current.length > 0 && current.length + list.length > MAX_CHUNK_POSTS) {
        chunks.push(current);
        current = [];
      }
      current.push(...list);
    }
    if (current.length > 0) chunks.push(current);
  }
  return chunks;
}

/** Every agent's whole proposal through the checks; a post they refuse is taken back (latest first). */
function verifyAll(state: PlanState): number {
  let dropped = 0;
  state.held.forEach((_, a) => {
    while (state.held[a].length > 0 && refusalOf(state, a, state.held[a])) {
      const { posts } = state.base.problem;
      const latest = [...state.held[a]].sort((x, y) => posts[y].startAt.getTime() - posts[x].startAt.getTime())[0];
      unassign(state, latest);
      dropped++;
    }
  });
  return dropped;
}

/** Why each open post stays open: for every agent, the first rule that refuses it. */
function reasonsOf(state: PlanState): Map<number, AutoplanReason[]> {
  const { problem } = state.base;
  const reasons = new Map<number, AutoplanReason[]>();
  problem.posts.forEach((_, p) => {
    if (state.assignment.has(p)) return;
    const counts = new Map<AutoplanReasonType, number>();
    for (let a = 0; a < problem.agents.length; a++) {
      const type = quickRefusal(state, p, a) ?? refusalOf(state, a, [...state.held[a], p]) ?? 'takenByProposal';
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    if (problem.agents.length === 0) counts.set('noAgent', 0);
    reasons.set(
      p,
      [...counts]
        .sort((x, y) => y[1] - x[1])
        .map(([type, agents]) => ({ type, label: autoplanReasonLabel(type), agents })),
    );
  });
  return reasons;
}

/**
 * « Proposer un planning »: the heuristic's answer first, then (with a solver) one mixed-integer model per chunk,
 * each answer taken post by post through the planning checks and completed by the heuristic; the whole proposal
 * checked again agent by agent. The cheaper of the two answers is kept. Synchronous: run it on a worker thread.
 */
export function solveAutoplan(problem: AutoplanProblem, options: SolveOptions = {}): AutoplanOutcome {
  const started = Date.now();
  const deadline = started + (options.timeLimitMs ?? 8000);
  const progress = options.progress ?? (() => {});
  const stopIfCancelled = () => {
    if (options.cancelled?.()) throw new AutoplanCancelled();
  };
  const base = costBase(problem);
  const all = problem.posts.map((_, p) => p);
  progress(5, 'greedy');
  const greedy = createState(base);
  greedyFill(greedy, all);
  let droppedByCheck = verifyAll(greedy);
  greedyFill(greedy, all);
  const greedyEval = evaluate(base, greedy.assignment);
  stopIfCancelled();
  let chosen = greedy;
  let solver: 'mip' | 'greedy' = 'greedy';
  let lowerBound: number | null = null;
  let mipObjective: number | null = null;
  let chunkCount = 0;
  let mipChunks = 0;
  let checksRun = greedy.checksRun;
  if (options.solver) {
    const state = createState(base);
    const chunks = chunksOf(state);
    chunkCount = chunks.length;
    let bound = 0;
    let objective = 0;
    let complete = true;
    chunks.forEach((chunk, i) => {
      stopIfCancelled();
      progress(20 + Math.round((70 * i) / chunks.length), 'solving');
      // Past the budget, the remaining chunks get the heuristic's answer (the proposal stays on time).
      if (Date.now() >= deadline) {
        complete = false;
        greedyFill(state, chunk);
        return;
      }
      const model = buildChunkModel(state, chunk);
      if (model.pairs.size === 0) return;
      const seconds = Math.max(0.2, (deadline - Date.now()) / 1000 / (chunks.length - i));
      const answer = options.solver?.(model.lp, { timeLimitSeconds: seconds, relaxed: false });
      const relaxed = options.withBound
        ? options.solver?.(model.relaxedLp, { timeLimitSeconds: seconds, relaxed: true })
        : null;
      if (!answer || answer.status === 'none') {
        complete = false;
        greedyFill(state, chunk);
        return;
      }
      if (relaxed && relaxed.status === 'optimal') bound += relaxed.objective;
      else complete = false;
      objective += answer.objective;
      mipChunks++;
      const taken = [...model.pairs].filter(([name]) => (answer.values[name] ?? 0) > 0.5).map(([, pa]) => pa);
      taken.sort(([p], [q]) => problem.posts[p].startAt.getTime() - problem.posts[q].startAt.getTime());
      for (const [p, a] of taken) if (!state.assignment.has(p) && canTake(state, p, a)) assign(state, p, a);
      greedyFill(state, chunk);
    });
    progress(90, 'verifying');
    greedyFill(state, all);
    droppedByCheck = verifyAll(state);
    greedyFill(state, all);
    checksRun += state.checksRun;
    if (complete) {
      lowerBound = bound;
      mipObjective = objective;
    }
    if (mipChunks > 0 && evaluate(base, state.assignment).total <= greedyEval.total) {
      chosen = state;
      solver = 'mip';
    }
  }
  stopIfCancelled();
  const final = evaluate(base, chosen.assignment);
  const reasons = reasonsOf(chosen);
  progress(100, 'done');
  return {
    assignment: chosen.assignment,
    cost: final.total,
    costParts: final.parts,
    perPost: final.perPost,
    greedyCost: greedyEval.total,
    lowerBound,
    mipObjective,
    solver,
    reasons,
    droppedByCheck,
    chunks: chunkCount,
    mipChunks,
    checksRun: checksRun + chosen.checksRun - (chosen === greedy ? greedy.checksRun : 0),
  };
}
