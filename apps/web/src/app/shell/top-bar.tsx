import MenuIcon from '@mui/icons-material/Menu';
import ShieldIcon from '@mui/icons-material/Shield';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../api/session.ts';
import { shellText } from '../../i18n/fr-shell.ts';
import { routeAt } from '../routes.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

// The help (tutorials of the page) and « Nouveautés » buttons load after the shell: they show only when there is
// something to show.
const ShellButtons = lazy(() =>
  import('../../features/useful-links/shell-buttons.tsx').then((m) => ({ default: m.ShellButtons })),
);

// Only users of several agencies get the switcher: its select (MUI's text field and its inputs) loads for them.
const AgencySwitcher = lazy(() => import('./agency-switcher.tsx').then((m) => ({ default: m.AgencySwitcher })));

/** The app bar: menu button (phone), agency name or switcher, notifications, user menu. */
export function TopBar({ onOpenMenu, drawerWidth }: { onOpenMenu: () => void; drawerWidth: number }) {
  const { user, company } = useSession();
  const route = routeAt(useLocation().pathname);
  const title = company?.agency.name ?? shellText('app.name');
  const agencyName = (
    <Typography variant="h6" component="p" noWrap>
      {title}
    </Typography>
  );
  return (
    <AppBar
      position="fixed"
      color="primary"
      sx={{ width: { md: `calc(100% - ${drawerWidth}px)` }, ml: { md: `${drawerWidth}px` } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={shellText('app.openMenu')}
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <ShieldIcon sx={{ display: { xs: 'none', sm: 'block', md: 'none' } }} aria-hidden />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {user.userCompanies.length > 1 ? (
            <Suspense fallback={agencyName}>
              <AgencySwitcher />
            </Suspense>
          ) : (
            agencyName
          )}
        </Box>
        <Suspense fallback={null}>
          <ShellButtons routeId={route?.id ?? null} pageTitle={route?.title ?? ''} />
        </Suspense>
        <NotificationsBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
