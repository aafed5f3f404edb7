import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * The app's MUI theme around what MUI draws. Not in the first load: every part of the app drawn with MUI comes on
 * demand under it (lazyThemed, loadAppTheme in lazy-with-widgets.tsx; the pages and the dialogs with the widget
 * providers), while the shell and the field start page are drawn without MUI (ui/plain/).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
