import type { AgentCheckContext, CheckedService } from '../check-types.ts';
import type { PlanningErrorType, PlanningIssue } from '../planning-errors.ts';
import { plannedWithin, type Timeline, type TimelineEntry } from './agent-timeline.ts';

/** What every rule reads: the batch's services of one agent, the context, and the agent's sorted timeline. */
export type CheckInput = {
  candidates: readonly CheckedService[];
  ctx: AgentCheckContext;
  timeline: Timeline;
  /** The candidates that count for hours and overlap (not circuit children), by start. */
  counted: readonly TimelineEntry[];
  /** Planned time per [from, to) range already summed, shared by the rules of one call. */
  totals: Map<string, number>;
};

/** A rule of the planning checks: at most one issue of its type per candidate. */
export type PlanningCheck = (input: CheckInput) => PlanningIssue[];

/** Planned time within [from, to) in ms, summed once per call. */
export function plannedTotal(input: CheckInput, from: number, to: number): number {
  const key = `${from}:${to}`;
  let total = input.totals.get(key);
  if (total === undefined) {
    total = plannedWithin(input.timeline, from, to);
    input.totals.set(key, total);
  }
  return total;
}

export function issue(key: string, type: PlanningErrorType, message: string): PlanningIssue {
  return { key, type, message };
}
