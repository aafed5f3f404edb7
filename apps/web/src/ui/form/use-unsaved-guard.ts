import { useCallback, useEffect, useRef } from 'react';
import { useHref, useNavigate } from 'react-router';
import { confirm } from '../dialogs/confirm-dialog.tsx';

import { texts } from '../texts.ts';

/** The question asked before leaving a form whose input is not saved. */
export const leaveUnsavedOptions = {
  title: texts.quitterSansEnregistrer,
  message: texts.ceQueVousAvez,
  confirmLabel: texts.quitterSansEnregistrer2,
  cancelLabel: texts.continuerLaSaisie,
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

/**
 * A form page's guard: besides the reload (useUnsavedGuard), a click on a link of the app (the menu, a breadcrumb,
 * any in-app link) while the input is unsaved asks first, and follows the link only if the user chooses to leave.
 * The app runs in React Router's declarative router (no data router, see app/app.tsx), which has no blocker: the
 * links are caught in the capture phase, before the router's own click handler. The browser's back button is not
 * asked about. Returns `mayLeave` for the page's own ways out (« Annuler »…).
 */
export function usePageLeaveGuard(dirty: boolean): () => Promise<boolean> {
  const mayLeave = useUnsavedGuard(dirty);
  const navigate = useNavigate();
  // '#/' under the hash router, '/' under the tests' memory router: an in-app link's href starts with it.
  const root = useHref('/');
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
        return;
      const href = anchor.getAttribute('href') ?? '';
      if (!href.startsWith(root) || href.startsWith('//')) return;
      event.preventDefault();
      event.stopPropagation();
      const to = `/${href.slice(root.length)}`;
      void mayLeave().then((leave) => {
        if (leave) navigate(to);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, mayLeave, navigate, root]);
  return mayLeave;
}
