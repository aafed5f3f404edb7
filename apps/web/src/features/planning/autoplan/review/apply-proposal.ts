import type { AutoplanResult } from '@securite/domain/planning/autoplan/autoplan-schemas';
import type { ServiceBatchResponse } from '@securite/domain/planning/service-schemas';
import type { ServiceBatchInput } from '../../../../shared/planning/api/save-services-batch.ts';
import { runBatch } from '../../batch/run-batch.ts';
import { acceptedDrafts } from './grid-proposal.ts';

/**
 * Applies the accepted posts of a proposal in one batch save, after the batch's own confirmation; the batch's checks
 * (the same as every save) refuse it whole when the planning changed since and a rule now blocks. true when saved.
 */
export async function applyProposal(
  send: (input: ServiceBatchInput) => Promise<ServiceBatchResponse>,
  result: AutoplanResult,
  accepted: ReadonlySet<string>,
  timeZone: string,
): Promise<boolean> {
  const drafts = acceptedDrafts(result, accepted);
  const outcome = await runBatch(send, { kind: 'update', drafts, count: drafts.length }, timeZone);
  return outcome.status === 'saved';
}
