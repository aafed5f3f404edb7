import type { Document } from '@securite/domain/documents/document-schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { DocumentDialogProps } from './document-dialog.tsx';

/** Ajouter un document / Modifier le document, loaded with its first opening. */
export const documentDialog = defineDialog<DocumentDialogProps, Document>(
  'document',
  async () => (await import('./document-dialog.tsx')).DocumentDialog,
);
