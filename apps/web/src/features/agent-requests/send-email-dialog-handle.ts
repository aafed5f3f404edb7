import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { SendEmailDialogProps } from './send-email-dialog.tsx';

/** « Envoyer un e-mail ? » after a status change: true when the user wants the e-mail (loaded when first opened). */
export const sendEmailDialog = defineDialog<SendEmailDialogProps, boolean>(
  'agent-request-send-email',
  async () => (await import('./send-email-dialog.tsx')).SendEmailDialog,
);
