import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { DocumentDialogProps } from './document-dialog.tsx';

export const documentDialog = defineDialog<DocumentDialogProps, CommercialDocument>(
  'billing-document',
  async () => (await import('./document-dialog.tsx')).DocumentDialog,
);
