import { frFR as materialFr } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

import { texts } from './texts.ts';

/** Whether the user asked their system for less motion (WCAG 2.3.3). */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const noDuration = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * For a user who asked for less motion: dialogs, menus and panels appear and go without sliding or fading, buttons
 * without their ripple, spinners stand still (they still say « Chargement… » to a screen reader).
 */
const reducedMotion: ThemeOptions = {
  transitions: { create: () => 'none', duration: noDuration },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCircularProgress: { styleOverrides: { root: { animation: 'none' }, circle: { animation: 'none' } } },
    MuiLinearProgress: { styleOverrides: { bar: { animation: 'none' } } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

/**
 * Sober navy and blue, system fonts (nothing downloaded), French texts for MUI. Those of the Data Grid and the
 * pickers come with these widgets (ui/widget-providers.tsx), not in the first load.
 */
export function themeFor({ lessMotion }: { lessMotion: boolean }) {
  const base = createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: '#1a3a5c', light: '#3d6591', dark: '#0f243b', contrastText: '#ffffff' },
        secondary: { main: '#2f6fbd', contrastText: '#ffffff' },
        // MUI's orange and light blue read 3.1:1 and 3.9:1 against white (chips, outlined or filled); these darker
        // ones pass WCAG AA (4.5:1) both ways, on the paper and on the page's background.
        warning: { main: '#a84f00', contrastText: '#ffffff' },
        info: { main: '#0b6aa2', contrastText: '#ffffff' },
        background: { default: '#f3f5f9', paper: '#ffffff' },
        text: { primary: '#1b2430', secondary: '#55606e' },
        divider: '#e1e6ee',
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: texts.interSegoeUiRoboto,
        h4: { fontWeight: 700, fontSize: '1.75rem', letterSpacing: '-0.01em' },
        h5: { fontWeight: 700 },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              borderRadius: 8,
              margin: '1px 8px',
              '&.Mui-selected': {
                backgroundColor: theme.palette.primary.main,
                color: theme.palette.primary.contrastText,
                '& .MuiListItemIcon-root': { color: theme.palette.primary.contrastText },
                '&:hover': { backgroundColor: theme.palette.primary.dark },
              },
            }),
          },
        },
        MuiListItemIcon: { styleOverrides: { root: { minWidth: 38 } } },
        // MUI's unselected toggle button (54 % black: 4.48:1 on the page's background, below AA) takes the secondary
        // text colour (5.9:1 there, 6.4:1 on the paper); the selected one keeps the primary text.
        MuiToggleButton: {
          styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
        },
        // MUI's grey avatar (white initials on #bdbdbd, 1.9:1) is darkened to pass AA (6.2:1).
        MuiAvatar: {
          styleOverrides: { colorDefault: ({ theme }) => ({ backgroundColor: theme.palette.text.secondary }) },
        },
      },
    },
    materialFr,
  );
  return lessMotion ? createTheme(base, reducedMotion) : base;
}

export const theme = themeFor({ lessMotion: prefersReducedMotion() });
