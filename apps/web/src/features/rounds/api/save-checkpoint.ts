import { type Checkpoint, zCheckpoint, type zCheckpointRequest } from '@securite/domain/rounds/checkpoint-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { roundsRootKey } from './rounds-keys.ts';

export type CheckpointSaveInput = z.input<typeof zCheckpointRequest>;

/** POST {agency}/checkpoint: creates (no id, checkpoints.create) or edits (checkpoints.edit) a checkpoint. */
export function saveCheckpoint(agencyId: string, checkpoint: CheckpointSaveInput): Promise<Checkpoint> {
  // The form shows the refusal beside its fields (400) or above them (404, 409: a badge already given).
  return apiRequest(agencyPath(agencyId, '/checkpoint'), {
    method: 'POST',
    body: checkpoint,
    schema: zCheckpoint,
    notifyErrors: false,
  });
}

export function useSaveCheckpoint(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkpoint: CheckpointSaveInput) => saveCheckpoint(agencyId, checkpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundsRootKey(agencyId) }),
  });
}
