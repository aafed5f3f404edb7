import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { CoverDialogProps, CoverDialogResult } from './cover-dialog.tsx';

/** The cover / replacement dialog; its code loads on first use. */
export const coverDialog = defineDialog<CoverDialogProps, CoverDialogResult>('planning-cover', () =>
  import('./cover-dialog.tsx').then((m) => m.CoverDialog),
);
