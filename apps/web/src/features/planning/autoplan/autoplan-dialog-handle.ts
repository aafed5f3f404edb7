import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { AutoplanDialogProps, AutoplanOutcome } from './autoplan-dialog.tsx';

/** « Proposer un planning »; its code loads on first use. Ends with the proposal applied or to review on the grid. */
export const autoplanDialog = defineDialog<AutoplanDialogProps, AutoplanOutcome>('planning-autoplan', () =>
  import('./autoplan-dialog.tsx').then((m) => m.AutoplanDialog),
);
