import type { AutoplanProblem } from '@securite/domain/planning/autoplan/autoplan-problem';
import { type AutoplanOutcome, solveAutoplan } from '@securite/domain/planning/autoplan/autoplan-solve';
import { highsSolver } from './highs-solver.ts';

/** The phases a run goes through, by index in the shared progress buffer. */
export const autoplanPhases = ['queued', 'loading', 'greedy', 'solving', 'verifying', 'done'] as const;

/**
 * Shared between the request thread and the worker (Int32 cells): 0 = cancel asked (1), 1 = percent, 2 = phase.
 * The worker reads the first between steps and writes the others; the request thread does the opposite.
 */
export const createProgressBuffer = () => new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);

/** Runs on a worker thread (ctx.offThread): the proposal with HiGHS, within `timeLimitMs`. */
export async function solveProposal(
  problem: AutoplanProblem,
  shared: SharedArrayBuffer,
  timeLimitMs: number,
): Promise<AutoplanOutcome> {
  const cells = new Int32Array(shared);
  const solver = await highsSolver();
  return solveAutoplan(problem, {
    solver,
    timeLimitMs,
    progress: (percent, phase) => {
      Atomics.store(cells, 1, percent);
      Atomics.store(cells, 2, Math.max(0, autoplanPhases.indexOf(phase as (typeof autoplanPhases)[number])));
    },
    cancelled: () => Atomics.load(cells, 0) === 1,
  });
}
