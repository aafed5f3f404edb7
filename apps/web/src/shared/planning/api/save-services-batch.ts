import {
  type BatchIssue,
  type ServiceBatchResponse,
  type ServiceDraftInput,
  zPlanningBlockedDetails,
  zServiceBatchResponse,
} from '@securite/domain/planning/service-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offlineRetry } from '../../../api/offline-retry.ts';
import { planningKey } from './planning-keys.ts';

export interface ServiceBatchInput {
  /** Made on the device once per batch: sending it again (a retry, or the confirmed resend) saves nothing twice. */
  uuid: string;
  services: ServiceDraftInput[];
  confirmed: boolean;
}

/**
 * POST {agency}/services/batch: creates, edits and deletes services in one call. Answers `saved`, or `issues` (the
 * warnings to confirm by sending the same batch with `confirmed: true`); blocking errors throw a 409 ApiError
 * (see blockingIssuesOf). Errors are left to the caller, who shows them its own way.
 */
export function saveServicesBatch(agencyId: string, input: ServiceBatchInput): Promise<ServiceBatchResponse> {
  return apiRequest(agencyPath(agencyId, '/services/batch'), {
    method: 'POST',
    body: input,
    schema: zServiceBatchResponse,
    notifyErrors: false,
  });
}

/** The blocking issues of a 409 PLANNING_BLOCKED answer; null for any other error. */
export function blockingIssuesOf(error: unknown): BatchIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== 'PLANNING_BLOCKED') return null;
  const details = zPlanningBlockedDetails.safeParse(error.details);
  return details.success ? details.data.issues : [];
}

/** Saves a batch (sent again while offline: same uuid); once saved, every planning answer is asked for again. */
export function useSaveServicesBatch(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceBatchInput) => saveServicesBatch(agencyId, input),
    ...offlineRetry,
    onSuccess: (answer) => {
      if (answer.status === 'saved') void queryClient.invalidateQueries({ queryKey: planningKey(agencyId) });
    },
  });
}
