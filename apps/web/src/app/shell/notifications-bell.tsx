import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { shellText } from '../../i18n/fr-shell.ts';
import { format } from '../../ui/format.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read.ts';

/** The bell: unread count and the latest notices (GET /user/notifications). */
export function NotificationsBell() {
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const markAllRead = useMarkAllNotificationsRead();
  const items = notifications.data?.data ?? [];
  const unread = notifications.data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unread > 0 ? `${shellText('app.notifications')} (${unread} non lues)` : shellText('app.notifications')
        }
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 340, maxHeight: 420 } } }}
      >
        {unread > 0 && (
          <MenuItem onClick={() => markAllRead.mutate()} sx={{ color: 'secondary.main', fontWeight: 600 }}>
            Tout marquer comme lu
          </MenuItem>
        )}
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>{shellText('app.noNotifications')}</Typography>
        ) : (
          items.slice(0, 10).map((n) => (
            <MenuItem
              key={n.id}
              onClick={() => setAnchor(null)}
              sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={n.title}
                secondary={`${n.body ? `${n.body} · ` : ''}${format.dateTime(n.createdAt)}`}
                slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
              />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
