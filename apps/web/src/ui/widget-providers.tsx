import { createTheme, ThemeProvider } from '@mui/material/styles';
import { frFR as dataGridFr } from '@mui/x-data-grid/locales';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR as pickersFr } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { theme } from './theme.ts';

/** The app's theme with the French texts of the Data Grid and the pickers. */
const widgetTheme = createTheme(theme, dataGridFr, pickersFr);

/**
 * The app's MUI theme (MUI is not in the first load: every page and dialog drawn with it comes under these
 * providers), and what the date pickers and the Data Grid need: the date adapter (date-fns, French) and their French texts; and
 * i18next with the app's catalogue (i18n/fr.ts), for the pages that translate. Not in the first load (date-fns's
 * parsing and formatting and i18next weigh on a phone): every page loaded on demand and every dialog of the dialog
 * host comes with it (see loadWidgetProviders); the eager screens use neither, the shell reads i18n/fr-shell.ts.
 */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={widgetTheme}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
          {children}
        </LocalizationProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
