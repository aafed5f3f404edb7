import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sessionEvents } from '../api/app-status.ts';
import { queryKeys } from '../api/query-keys.ts';
import { i18n } from '../i18n/i18n.ts';
import { DialogHost } from '../ui/dialogs/dialog-host.tsx';
import { dialogStore } from '../ui/dialogs/dialog-store.ts';
import { Notices } from '../ui/notices/notices.tsx';
import { theme } from './theme.ts';

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
 * Theme, French texts, data cache, translations, notices and dialogs: everything a page needs. The date pickers'
 * adapter and the French texts of the pickers and the Data Grid come with the pages and dialogs loaded on demand
 * (ui/widget-providers.tsx).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionEventHandlers queryClient={queryClient} />
          {children}
          <DialogHost />
          <Notices />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
