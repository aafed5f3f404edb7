import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { shellText } from '../../i18n/fr-shell.ts';
import { useNotifications } from '../api/get-notifications.ts';

// The list (MUI's menu and popover) loads on the first tap.
const NotificationsPopup = lazy(() =>
  import('./notifications-popup.tsx').then((m) => ({ default: m.NotificationsPopup })),
);

/** The bell: unread count and the latest notices (GET /user/notifications). */
export function NotificationsBell() {
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const unread = notifications.data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unread > 0 ? `${shellText('app.notifications')} (${unread} non lues)` : shellText('app.notifications')
        }
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Badge badgeContent={unread} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} onClose={() => setAnchor(null)} notifications={notifications.data} />
        </Suspense>
      )}
    </>
  );
}
