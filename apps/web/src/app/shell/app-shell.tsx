import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useLiveNotifications } from '../live-notifications.ts';
import { DRAWER_WIDTH } from './drawer-width.ts';
import { ShellBanners } from './shell-banners.tsx';
import { TopBar } from './top-bar.tsx';

// The drawer menu loads when shown: at once on a desktop (permanent), on the first tap of the menu button on a phone.
const ShellDrawers = lazy(() => import('./shell-drawers.tsx').then((m) => ({ default: m.ShellDrawers })));

/** The signed-in layout: app bar, drawer menu (permanent on desktop, temporary on phone), the page. */
export function AppShell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  // A phone is told by the media query; without one (tests), the desktop layout.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  useLiveNotifications();
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar
        onOpenMenu={() => {
          setMenuWanted(true);
          setMobileOpen(true);
        }}
        drawerWidth={DRAWER_WIDTH}
      />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {(!phone || menuWanted) && (
          <Suspense fallback={null}>
            <ShellDrawers desktop={!phone} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
          </Suspense>
        )}
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <ShellBanners />
        <Box sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
