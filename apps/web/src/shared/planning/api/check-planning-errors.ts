import {
  type BatchIssue,
  type ServiceDraftInput,
  zPlanningErrorResponse,
} from '@securite/domain/planning/service-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** The three dry-run checks: availability, rest and daily/weekly maxima, contract working time. */
export const planningCheckKinds = ['available', 'rest', 'working-time'] as const;
export type PlanningCheckKind = (typeof planningCheckKinds)[number];

/** POST {agency}/fetch/planning-error/{kind}: the issues these drafted services would raise, nothing saved. */
export async function checkPlanningErrors(
  agencyId: string,
  kind: PlanningCheckKind,
  services: ServiceDraftInput[],
  signal?: AbortSignal,
  quiet = false,
): Promise<BatchIssue[]> {
  const answer = await apiRequest(agencyPath(agencyId, `/fetch/planning-error/${kind}`), {
    method: 'POST',
    body: { services },
    schema: zPlanningErrorResponse,
    signal,
    notifyErrors: !quiet,
  });
  return answer.issues;
}

/**
 * Runs the three checks at once and gives every issue found, availability first. Quiet: a failure is not shown
 * (the save that follows is checked again by the server and says why).
 */
export async function checkAllPlanningErrors(
  agencyId: string,
  services: ServiceDraftInput[],
  options: { quiet?: boolean } = {},
): Promise<BatchIssue[]> {
  const answers = await Promise.all(
    planningCheckKinds.map((kind) => checkPlanningErrors(agencyId, kind, services, undefined, options.quiet)),
  );
  return answers.flat();
}

/** The dry run as a mutation: the dialog asks for it on demand ("Vérifier"). */
export function useCheckPlanningErrors(agencyId: string) {
  return useMutation({ mutationFn: (services: ServiceDraftInput[]) => checkAllPlanningErrors(agencyId, services) });
}
