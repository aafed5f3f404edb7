import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dialogStore } from './dialog-store.ts';

/**
 * Closes the open dialogs (as dismissed) when the user goes to another page — the browser's back button, a link
 * in a dialog — so that no dialog of the previous page stays over the new one. A change of the query string alone
 * (a week, a filter) keeps them. A layout effect, so that it runs before the new page's own effects, which may
 * open a dialog of their own.
 */
export function useCloseDialogsOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (dialogStore.get().length > 0) dialogStore.closeAll();
  }, [pathname]);
}
