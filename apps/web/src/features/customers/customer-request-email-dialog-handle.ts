import { defineDialog } from '../../ui/dialogs/dialog-store.ts';

/** « Envoyer un e-mail au client ? » after a status change: true when the user wants it (loaded when first opened). */
export const customerRequestEmailDialog = defineDialog<{ subject: string; statusLabel: string }, boolean>(
  'customer-request-email',
  async () => (await import('./customer-request-email-dialog.tsx')).CustomerRequestEmailDialog,
);
