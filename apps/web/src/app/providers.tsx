import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fr } from 'date-fns/locale/fr';
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

/** Theme, French locales, data cache, translations, notices and dialogs: everything a page needs. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
          <QueryClientProvider client={queryClient}>
            <SessionEventHandlers queryClient={queryClient} />
            {children}
            <DialogHost />
            <Notices />
          </QueryClientProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
