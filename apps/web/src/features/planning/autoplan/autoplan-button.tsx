import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import Button from '@mui/material/Button';
import { autoplanDialog } from './autoplan-dialog-handle.ts';
import { texts } from './texts.ts';

/** The planning's « Proposer un planning » button; `onApplied` after a proposal was saved. */
export function AutoplanButton({
  agencyId,
  timeZone,
  onApplied,
}: {
  agencyId: string;
  timeZone: string;
  onApplied: () => void;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<AutoFixHighIcon />}
      onClick={async () => {
        if (await autoplanDialog.open({ agencyId, timeZone })) onApplied();
      }}
    >
      {texts.proposerUnPlanning}
    </Button>
  );
}
