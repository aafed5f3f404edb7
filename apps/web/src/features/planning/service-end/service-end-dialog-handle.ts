import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { ServiceEndDialogProps } from './service-end-dialog.tsx';

/** « Fin de service »: how a service ended in the field; its code loads on first use. */
export const serviceEndDialog = defineDialog<ServiceEndDialogProps>('planning-service-end', () =>
  import('./service-end-dialog.tsx').then((m) => m.ServiceEndDialog),
);
