import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { sessionEvents } from '../api/app-status.ts';
import { queryKeys } from '../api/query-keys.ts';
import { DialogFallback, DialogHost } from '../ui/dialogs/dialog-host.tsx';
import { dialogStore } from '../ui/dialogs/dialog-store.ts';
import { NoticeStack, Notices } from '../ui/notices/notices.tsx';

/** Reacts to what the HTTP client reports: logout clears every cached answer, account changes reload the user. */
function SessionEventHandlers({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const offs = [
      sessionEvents.on('logged-out', () => {
        dialogStore.closeAll();
        queryClient.clear();
      }),
      sessionEvents.on('subscription-invalid', () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser, exact: true });
      }),
      sessionEvents.on('moderation-pending', () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser, exact: true });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
  return null;
}

/**
 * What must answer at once later without being in the first load: the notices (a network error offline) and the
 * dialog's loading and failure screen. Fetched when the phone is idle, seconds after the first screen (the service worker
 * precaches them too, but not before it is installed).
 */
const PRELOAD_AFTER_MS = 4000;

function PreloadWhenIdle() {
  useEffect(() => {
    const preload = () => {
      void NoticeStack.preload().catch(() => {});
      void DialogFallback.preload().catch(() => {});
    };
    // After the first screen (a few seconds), when nothing else runs: not part of the first load.
    let idle: number | null = null;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(preload, { timeout: 5000 });
      else preload();
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, []);
  return null;
}

/**
 * Data cache, notices and dialogs: everything a page needs. MUI's theme comes with what MUI draws, all of it loaded
 * on demand (ui/app-theme.tsx, under the pages and dialogs with ui/widget-providers.tsx, which also bring the date
 * pickers' adapter, the French texts of the pickers and the Data Grid). The shell and the field start page are drawn
 * without MUI (ui/plain/plain.css, which also sets the page's base styles as MUI's CssBaseline would); the shell's
 * texts are in app/texts.ts.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEventHandlers queryClient={queryClient} />
      <PreloadWhenIdle />
      {children}
      <DialogHost />
      <Notices />
    </QueryClientProvider>
  );
}
