import ShieldIcon from '@mui/icons-material/Shield';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSession } from '../../api/session.ts';
import { visibleMenu } from '../menu.ts';
import { texts } from '../texts.ts';
import { DrawerMenu } from './drawer-menu.tsx';
import { DRAWER_WIDTH } from './drawer-width.ts';

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const groups = useMemo(() => visibleMenu(session), [session]);
  return (
    <DrawerMenu
      groups={groups}
      onNavigate={onNavigate}
      brand={
        <>
          <Toolbar>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'primary.main' }}>
              <ShieldIcon aria-hidden />
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {texts.app.name}
              </Typography>
            </Stack>
          </Toolbar>
          <Divider />
        </>
      }
    />
  );
}

/**
 * The drawer menu: temporary on a phone (opened by the app bar's button), permanent on a desktop. Loaded on demand
 * (app-shell.tsx): a phone's first screen does without the menu's code, its icons and MUI's drawer.
 */
export function ShellDrawers({
  desktop,
  mobileOpen,
  onClose,
}: {
  desktop: boolean;
  mobileOpen: boolean;
  onClose: () => void;
}) {
  if (desktop)
    return (
      <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
        <DrawerContent />
      </Drawer>
    );
  return (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
    >
      <DrawerContent onNavigate={onClose} />
    </Drawer>
  );
}
