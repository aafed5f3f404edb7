import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { roundMessages } from '@securite/domain/rounds/round-schemas';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDeleteCheckpoint } from './api/delete-checkpoint.ts';
import { useDeleteRound } from './api/delete-round.ts';

/**
 * Deletes after the confirmation; true once deleted. A refusal (a checkpoint still in a round) is already shown as
 * a notice by the API client, and nothing changes.
 */
async function confirmThenDelete(title: string, run: () => Promise<void>, done: string): Promise<boolean> {
  const ok = await confirm({
    title,
    message: 'Cette suppression est définitive.',
    confirmLabel: 'Supprimer',
    destructive: true,
  });
  if (!ok) return false;
  try {
    await run();
  } catch {
    return false;
  }
  notify.success(done);
  return true;
}

/** « Supprimer le point de contrôle « … » ? », then the deletion. */
export function useCheckpointDeletion(agencyId: string) {
  const mutation = useDeleteCheckpoint(agencyId);
  const remove = (checkpoint: { id: string; title: string }) =>
    confirmThenDelete(
      checkpointMessages.confirmDelete(checkpoint.title),
      () => mutation.mutateAsync(checkpoint.id),
      checkpointMessages.deleted,
    );
  return { remove, pending: mutation.isPending };
}

/** « Supprimer la ronde « … » ? », then the deletion. */
export function useRoundDeletion(agencyId: string) {
  const mutation = useDeleteRound(agencyId);
  const remove = (round: { id: string; name: string }) =>
    confirmThenDelete(
      roundMessages.confirmDelete(round.name),
      () => mutation.mutateAsync(round.id),
      roundMessages.deleted,
    );
  return { remove, pending: mutation.isPending };
}
