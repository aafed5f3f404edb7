import { createTheme, ThemeProvider } from '@mui/material/styles';
import { frFR as dataGridFr } from '@mui/x-data-grid/locales';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR as pickersFr } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/** The app's theme with the French texts of the Data Grid and the pickers. */
const widgetTheme = createTheme(theme, dataGridFr, pickersFr);

/**
 * The app's MUI theme (MUI is not in the first load: every page and dialog drawn with it comes under these
 * providers), and what the date pickers and the Data Grid need: the date adapter (date-fns, French) and their French texts. Not in
 * the first load (date-fns's parsing and formatting weigh on a phone): every page loaded on demand and every dialog of
 * the dialog host comes with it (see loadWidgetProviders); the eager screens do without.
 */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={widgetTheme}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
