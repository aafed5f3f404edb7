import {
  type AutoplanResult,
  type AutoplanRun,
  autoplanStatuses,
} from '@securite/domain/planning/autoplan/autoplan-schemas';
import type { planningProposals } from '../../../db/schema/planning-proposals.ts';

type Row = typeof planningProposals.$inferSelect;

/** A run as the planner's screen reads it. */
export function presentProposal(row: Row): AutoplanRun {
  const status = (autoplanStatuses as readonly string[]).includes(row.status)
    ? (row.status as AutoplanRun['status'])
    : 'failed';
  return {
    id: row.id,
    status,
    progress: row.progress,
    phase: row.phase,
    error: row.error,
    result: status === 'done' ? ((row.result ?? null) as AutoplanResult | null) : null,
  };
}
