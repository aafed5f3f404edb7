import ShieldIcon from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../api/session.ts';
import { AgencyVisitBanner } from '../../features/admin-agencies/agency-visit-banner.tsx';
import { shellText } from '../../i18n/fr-shell.ts';
import { useLiveNotifications } from '../live-notifications.ts';
import { visibleMenu } from '../menu.ts';
import { hrefOf } from '../routes.ts';
import { ImpersonationBanner, MaintenanceBanner } from './banners.tsx';
import { DrawerMenu } from './drawer-menu.tsx';
import { TopBar } from './top-bar.tsx';

export const DRAWER_WIDTH = 288;

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const groups = useMemo(() => visibleMenu(session), [session]);
  return (
    <>
      <Toolbar>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'primary.main' }}>
          <ShieldIcon aria-hidden />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {shellText('app.name')}
          </Typography>
        </Stack>
      </Toolbar>
      <Divider />
      <DrawerMenu groups={groups} onNavigate={onNavigate} />
    </>
  );
}

/** The signed-in layout: app bar, drawer menu (permanent on desktop, temporary on phone), the page. */
export function AppShell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  useLiveNotifications();
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar onOpenMenu={() => setMobileOpen(true)} drawerWidth={DRAWER_WIDTH} />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <DrawerContent onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <DrawerContent />
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <ImpersonationBanner />
        <AgencyVisitBanner exitHref={hrefOf('adminAgencies')} />
        <MaintenanceBanner />
        <Box sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
