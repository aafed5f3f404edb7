import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { Contract } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import type { useChangeContractStatus } from './api/change-contract-status.ts';
import type { useDeleteContract } from './api/delete-contract.ts';
import { downloadContractPdf } from './api/download-contract-pdf.ts';

import { texts } from './texts.ts';

type StatusMutation = ReturnType<typeof useChangeContractStatus>;
type DeleteMutation = ReturnType<typeof useDeleteContract>;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** Envoyer pour signature: confirmation, then the notice naming who received the link (spec 001 section 8). */
export async function sendForSignature(contract: Contract, status: StatusMutation): Promise<void> {
  const again = contract.status === 'sent';
  const ok = await confirm({
    title: again ? texts.renvoyerLeLienDe : texts.envoyerPourSignature,
    message: contract.signerEmail
      ? texts.recevraAUnValue(
          contract.signerName ?? texts.leSignataire,
          contract.signerEmail,
          contract.title,
          again ? ` ${texts.leLienEnvoyeAvant}` : '',
        )
      : texts.leSignataireNA,
    confirmLabel: again ? texts.renvoyer : texts.envoyer,
  });
  if (!ok) return;
  try {
    const result = await status.mutateAsync({ id: contract.id, status: 'sent' });
    notify.success(cm.sent(result.sentTo));
  } catch (error) {
    notify.error(messageOf(error, texts.leContratNA));
  }
}

/** Marquer non signé: confirmation; a negative toast on failure (spec 001 section 8). */
export async function markUnsigned(contract: Contract, status: StatusMutation): Promise<void> {
  const ok = await confirm({
    title: texts.marquerLeContratNon,
    message: texts.lesSignaturesDeTitle(contract.title),
    confirmLabel: texts.marquerNonSigne,
    destructive: true,
  });
  if (!ok) return;
  try {
    await status.mutateAsync({ id: contract.id, status: 'created' });
    notify.success(cm.unsigned);
  } catch (error) {
    notify.error(cm.unsignFailed, { caption: messageOf(error, '') || undefined });
  }
}

/** Supprimer: permanent, after confirmation; a negative toast on failure. */
export async function deleteContract(contract: Contract, remove: DeleteMutation): Promise<void> {
  const ok = await confirm({
    title: texts.supprimerDefinitivementCeContrat,
    message: texts.sesSignaturesEtTitle(contract.title),
    confirmLabel: texts.supprimer,
    destructive: true,
  });
  if (!ok) return;
  try {
    await remove.mutateAsync(contract.id);
    notify.success(cm.deleted);
  } catch (error) {
    notify.error(cm.deleteFailed, { caption: messageOf(error, '') || undefined });
  }
}

/** Télécharger le PDF (the signed one once signed); the client already shows a refusal. */
export async function downloadPdf(agencyId: string, kind: ContractKind, contract: Contract): Promise<void> {
  try {
    await downloadContractPdf(agencyId, kind, contract.id);
  } catch {
    // fetchFile showed the server's message (an altered signed PDF is refused with its own).
  }
}
