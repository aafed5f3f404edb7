import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { CircuitDialogProps, CircuitDialogResult } from './circuit-dialog.tsx';

/** The circuit dialog (new, or an existing one with its shared services), loaded when first opened. */
export const circuitDialog = defineDialog<CircuitDialogProps, CircuitDialogResult>(
  'circuit',
  async () => (await import('./circuit-dialog.tsx')).CircuitDialog,
);
