import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { AutoplanDialogProps } from './autoplan-dialog.tsx';

/** « Proposer un planning »; its code loads on first use. true when a proposal was applied. */
export const autoplanDialog = defineDialog<AutoplanDialogProps, boolean>('planning-autoplan', () =>
  import('./autoplan-dialog.tsx').then((m) => m.AutoplanDialog),
);
