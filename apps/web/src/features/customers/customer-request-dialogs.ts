import type { CustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { CustomerRequestDetailDialogProps } from './customer-request-detail-dialog.tsx';
import type { CustomerRequestFormDialogProps } from './customer-request-form-dialog.tsx';

/** The requests' dialogs, each loaded when first opened. */
export const customerRequestFormDialog = defineDialog<CustomerRequestFormDialogProps, CustomerRequest>(
  'customer-request-form',
  async () => (await import('./customer-request-form-dialog.tsx')).CustomerRequestFormDialog,
);

export const customerRequestDetailDialog = defineDialog<CustomerRequestDetailDialogProps>(
  'customer-request-detail',
  async () => (await import('./customer-request-detail-dialog.tsx')).CustomerRequestDetailDialog,
);
