import { useCallback, useEffect, useRef } from 'react';
import { confirm } from '../dialogs/confirm-dialog.tsx';

/** The question asked before leaving a form whose input is not saved. */
export const leaveUnsavedOptions = {
  title: 'Quitter sans enregistrer ?',
  message: 'Ce que vous avez saisi n’est pas enregistré et sera perdu.',
  confirmLabel: 'Quitter sans enregistrer',
  cancelLabel: 'Continuer la saisie',
};

/**
 * While `dirty` (unsaved input), the browser asks before a reload or closing the tab, and `mayLeave()` asks the user
 * before any other way out (a link, « Annuler », Escape): it resolves true when there is nothing to lose or the
 * user chose to leave.
 */
export function useUnsavedGuard(dirty: boolean): () => Promise<boolean> {
  const current = useRef(dirty);
  current.current = dirty;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useCallback(async () => !current.current || (await confirm(leaveUnsavedOptions)), []);
}
