import type { Customer } from '@securite/domain/customers/customer-schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';

export interface CustomerDialogProps {
  agencyId: string;
  /** Absent: a new customer (or prospect). */
  customerId?: string | null;
  /** A new one starts as a prospect. */
  prospect?: boolean;
  canCreate: boolean;
  canEdit: boolean;
  /** May change the agency's pricing settings (agencySettings.edit). */
  canEditSettings?: boolean;
}

/** The customer dialog (create or edit, with contacts and price grids); its code loads on first use. */
export const customerDialog = defineDialog<CustomerDialogProps, Customer | 'deleted'>('customer', () =>
  import('./customer-form-dialog.tsx').then((m) => m.CustomerFormDialog),
);
