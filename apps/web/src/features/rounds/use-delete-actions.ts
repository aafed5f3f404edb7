import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { type ConfirmOptions, confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { useDeleteCheckpoint } from './api/delete-checkpoint.ts';
import { useDeleteRound } from './api/delete-round.ts';

import { texts } from './texts.ts';

/**
 * The question before a round's or a checkpoint's deletion. A refusal (a checkpoint still in a round) is the API
 * client's notice, and nothing changes.
 */
const deletion = (title: string): ConfirmOptions => ({
  title,
  message: texts.cetteSuppressionEstDefinitive,
  confirmLabel: texts.supprimer,
  destructive: true,
});

/** « Supprimer le point de contrôle « … » ? », then the deletion. */
export function useCheckpointDeletion(agencyId: string) {
  const mutation = useDeleteCheckpoint(agencyId);
  const remove = (checkpoint: { id: string; title: string }) =>
    confirmThenRun(
      deletion(checkpointMessages.confirmDelete(checkpoint.title)),
      () => mutation.mutateAsync(checkpoint.id),
      checkpointMessages.deleted,
    );
  return { remove, pending: mutation.isPending };
}

/** « Supprimer la ronde « … » ? », then the deletion. */
export function useRoundDeletion(agencyId: string) {
  const mutation = useDeleteRound(agencyId);
  const remove = (round: { id: string; name: string }) =>
    confirmThenRun(
      deletion(roundMessages.confirmDelete(round.name)),
      () => mutation.mutateAsync(round.id),
      roundMessages.deleted,
    );
  return { remove, pending: mutation.isPending };
}
