import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { HourDetailDialogProps } from './hour-detail-dialog.tsx';

/** The services behind a row of the hours tables, loaded when first opened. */
export const hourDetailDialog = defineDialog<HourDetailDialogProps>(
  'hour-detail',
  async () => (await import('./hour-detail-dialog.tsx')).HourDetailDialog,
);
