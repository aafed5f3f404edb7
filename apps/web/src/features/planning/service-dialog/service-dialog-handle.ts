import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { ServiceDialogProps, ServiceDialogResult } from './service-dialog.tsx';

/** The service dialog (create or edit); its code loads on first use, under the dialog framework's 5000 ms rule. */
export const serviceDialog = defineDialog<ServiceDialogProps, ServiceDialogResult>('planning-service', () =>
  import('./service-dialog.tsx').then((m) => m.ServiceDialog),
);
