import type { ServiceDraftInput, ServiceSeriesScope } from '@securite/domain/planning/service-schemas';
import type { BatchPlan } from '../batch/run-batch.ts';

/** A line marked for the series choice ('one' leaves it as it is: the server's default). */
export function withSeriesScope(draft: ServiceDraftInput, scope: ServiceSeriesScope): ServiceDraftInput {
  return scope === 'following' ? { ...draft, series: 'following' } : draft;
}

/**
 * The dialog's plan for « Ce service et les suivants »: its line marked, and the count asked of the server (the
 * targets depend on the stored services), so that « Modifier N service(s) ? » says the real number. A plan with
 * no line (nothing changed) or for this service only is returned as it is.
 */
export async function seriesPlanOf(
  plan: BatchPlan,
  scope: ServiceSeriesScope,
  count: (draft: ServiceDraftInput) => Promise<number>,
): Promise<BatchPlan> {
  if (scope === 'one' || plan.drafts.length === 0) return plan;
  const drafts = plan.drafts.map((draft) => withSeriesScope(draft, scope));
  const counts = await Promise.all(drafts.map(count));
  return { ...plan, drafts, count: counts.reduce((sum, n) => sum + n, 0) };
}
