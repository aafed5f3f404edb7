import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { EmailDialogProps } from './email-dialog.tsx';
import type { HoursInvoiceDialogProps } from './hours-invoice-dialog.tsx';
import type { PaymentDialogProps } from './payment-dialog.tsx';
import type { ToInvoiceDialogProps } from './to-invoice-dialog.tsx';

export const emailDialog = defineDialog<EmailDialogProps, boolean>(
  'billing-email',
  async () => (await import('./email-dialog.tsx')).EmailDialog,
);
export const paymentDialog = defineDialog<PaymentDialogProps, CommercialDocument>(
  'billing-payment',
  async () => (await import('./payment-dialog.tsx')).PaymentDialog,
);
export const hoursInvoiceDialog = defineDialog<HoursInvoiceDialogProps, CommercialDocument>(
  'billing-hours-invoice',
  async () => (await import('./hours-invoice-dialog.tsx')).HoursInvoiceDialog,
);
export const toInvoiceDialog = defineDialog<ToInvoiceDialogProps, CommercialDocument>(
  'billing-to-invoice',
  async () => (await import('./to-invoice-dialog.tsx')).ToInvoiceDialog,
);
