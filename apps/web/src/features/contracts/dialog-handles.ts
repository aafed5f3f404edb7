import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { SignaturesDialogProps } from './signatures-dialog.tsx';
import type { TemplatesDialogProps } from './templates-dialog.tsx';

export const templatesDialog = defineDialog<TemplatesDialogProps>(
  'contract-templates',
  async () => (await import('./templates-dialog.tsx')).TemplatesDialog,
);

export const signaturesDialog = defineDialog<SignaturesDialogProps>(
  'contract-signatures',
  async () => (await import('./signatures-dialog.tsx')).SignaturesDialog,
);
