import type { ConfirmOptions } from './confirm-dialog-view.tsx';
import { defineDialog } from './dialog-store.ts';

export type { ConfirmOptions };

// The shell's own dialog (log out…): no date picker nor grid, it never waits for their providers.
const confirmDialog = defineDialog<ConfirmOptions, boolean>(
  'confirm',
  () => import('./confirm-dialog-view.tsx').then((m) => m.ConfirmDialog),
  { widgets: false },
);

/** Asks the user to confirm; resolves true only when they press the confirm button. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  return (await confirmDialog.open(options)) === true;
}
