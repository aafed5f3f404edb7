import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { UnavailabilityDialogProps } from './unavailability-dialog.tsx';

/** The declare/edit dialog, loaded with its form when first opened. */
export const unavailabilityDialog = defineDialog<UnavailabilityDialogProps, Unavailability>(
  'unavailability',
  async () => (await import('./unavailability-dialog.tsx')).UnavailabilityDialog,
);
