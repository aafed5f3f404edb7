import { type Round, zRound, type zRoundRequest } from '@securite/domain/rounds/round-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { roundKey, roundsRootKey } from './rounds-keys.ts';

export type RoundSaveInput = z.input<typeof zRoundRequest>;

/** POST {agency}/round: creates (no id, rounds.create) or edits (rounds.edit) a round. */
export function saveRound(agencyId: string, round: RoundSaveInput): Promise<Round> {
  // The form shows the refusal beside its fields (400) or above them (404, 409).
  return apiRequest(agencyPath(agencyId, '/round'), {
    method: 'POST',
    body: round,
    schema: zRound,
    notifyErrors: false,
  });
}

export function useSaveRound(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (round: RoundSaveInput) => saveRound(agencyId, round),
    onSuccess: (saved) => {
      queryClient.setQueryData(roundKey(agencyId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: roundsRootKey(agencyId) });
    },
  });
}
