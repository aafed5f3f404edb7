import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { frFR as dataGridFr } from '@mui/x-data-grid/locales';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR as pickersFr } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';

const withWidgetTexts = (theme: Theme) => createTheme(theme, dataGridFr, pickersFr);

/**
 * What the date pickers and the Data Grid need: the date adapter (date-fns, French) and their French texts. Not in
 * the first load (date-fns's parsing and formatting weigh on a phone): every page loaded on demand and every dialog
 * of the dialog host comes with it (see loadWidgetProviders), the eager screens use neither widget.
 */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={withWidgetTexts}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
