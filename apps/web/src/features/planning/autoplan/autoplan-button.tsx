import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import Button from '@mui/material/Button';
import { autoplanDialog } from './autoplan-dialog-handle.ts';
import type { ProposalReview } from './review/grid-proposal.ts';
import { texts } from './texts.ts';

/**
 * The planning's « Proposer un planning » button; `onApplied` after a proposal was saved from the dialog,
 * `onReview` when the planner chose to review it on the grid.
 */
export function AutoplanButton({
  agencyId,
  timeZone,
  disabled,
  onApplied,
  onReview,
}: {
  agencyId: string;
  timeZone: string;
  disabled?: boolean;
  onApplied: () => void;
  onReview: (review: ProposalReview) => void;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<AutoFixHighIcon />}
      disabled={disabled}
      onClick={async () => {
        const outcome = await autoplanDialog.open({ agencyId, timeZone });
        if (outcome?.kind === 'applied') onApplied();
        else if (outcome?.kind === 'review') onReview(outcome.review);
      }}
    >
      {texts.proposerUnPlanning}
    </Button>
  );
}
