import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { shellText } from '../../i18n/fr-shell.ts';

// The menu itself (MUI's menu and popover, the fake-data filter, the logout confirmation) loads on the first tap.
const UserMenuPopup = lazy(() => import('./user-menu-popup.tsx').then((m) => ({ default: m.UserMenuPopup })));

/** Avatar button: profile, the fake-data filter (admins and owners), logout with confirmation. */
export function UserMenu() {
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const initials = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';

  return (
    <>
      <IconButton
        aria-label={shellText('app.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        color="inherit"
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}>{initials}</Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
