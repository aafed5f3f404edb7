import { notify } from '../notices/notice-store.ts';
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

/**
 * Asks the user to confirm, then runs the action and says it is done (`done`, a notice, or made from the action's
 * answer). Resolves whether it ran to the end: false when the user declined or the action failed, the HTTP client
 * having already shown the server's message. The one way to confirm a deletion or another change that cannot be undone.
 */
export async function confirmThenRun<T>(
  options: ConfirmOptions,
  action: () => Promise<T>,
  done: string | ((answer: T) => string),
): Promise<boolean> {
  if (!(await confirm(options))) return false;
  let answer: T;
  try {
    answer = await action();
  } catch {
    return false;
  }
  notify.success(typeof done === 'string' ? done : done(answer));
  return true;
}
