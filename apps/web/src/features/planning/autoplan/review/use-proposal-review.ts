import { useCallback, useState } from 'react';
import { useSaveServicesBatch } from '../../../../shared/planning/api/save-services-batch.ts';
import { confirm } from '../../../../ui/dialogs/confirm-dialog.tsx';
import { texts } from '../texts.ts';
import { applyProposal } from './apply-proposal.ts';
import { filledIds, type GridProposal, gridProposalOf, type ProposalReview } from './grid-proposal.ts';

/**
 * A proposal reviewed on the planning grid: started from the dialog, each filled post accepted or declined by a
 * click on its chip, applied in one batch save (then gone; the save asks the planning again), or abandoned after a
 * confirmation.
 */
export function useProposalReview(agencyId: string) {
  const [proposal, setProposal] = useState<GridProposal | null>(null);
  const [applying, setApplying] = useState(false);
  const save = useSaveServicesBatch(agencyId);

  const start = useCallback((review: ProposalReview) => setProposal(gridProposalOf(review)), []);
  const toggle = useCallback((serviceId: string) => {
    setProposal((current) => {
      if (!current?.lines.get(serviceId)?.agentId) return current;
      const accepted = new Set(current.accepted);
      if (accepted.has(serviceId)) accepted.delete(serviceId);
      else accepted.add(serviceId);
      return { ...current, accepted };
    });
  }, []);
  const all = useCallback((accept: boolean) => {
    setProposal((current) => current && { ...current, accepted: new Set(accept ? filledIds(current.result) : []) });
  }, []);
  const apply = async (timeZone: string) => {
    if (!proposal) return;
    setApplying(true);
    const saved = await applyProposal(save.mutateAsync, proposal.result, proposal.accepted, timeZone).finally(() =>
      setApplying(false),
    );
    if (saved) setProposal(null);
  };
  const abandon = async () => {
    const sure = await confirm({
      title: texts.abandonnerTitre,
      message: texts.abandonnerMessage,
      confirmLabel: texts.abandonnerConfirmer,
      destructive: true,
    });
    if (sure) setProposal(null);
  };
  return { proposal, applying, start, toggle, all, apply, abandon };
}

export type ProposalReviewState = ReturnType<typeof useProposalReview>;
