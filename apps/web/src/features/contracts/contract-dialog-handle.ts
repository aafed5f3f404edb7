import type { Contract } from '@securite/domain/contracts/contract-schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { ContractDialogProps } from './contract-dialog.tsx';

export const contractDialog = defineDialog<ContractDialogProps, Contract>(
  'contract',
  async () => (await import('./contract-dialog.tsx')).ContractDialog,
);
