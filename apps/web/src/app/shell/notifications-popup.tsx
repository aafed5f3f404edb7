import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { NotificationPage } from '@securite/domain/notifications/schemas';
import { format } from '../../ui/format.ts';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read.ts';
import { texts } from '../texts.ts';

/** The bell's list of the latest notices, loaded on the first tap of the bell (notifications-bell.tsx). */
export function NotificationsPopup({
  anchor,
  onClose,
  notifications,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  notifications: NotificationPage | undefined;
}) {
  const markAllRead = useMarkAllNotificationsRead();
  const items = notifications?.data ?? [];
  const unread = notifications?.unread ?? 0;
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 340, maxHeight: 420 } } }}
    >
      {unread > 0 && (
        <MenuItem onClick={() => markAllRead.mutate()} sx={{ color: 'secondary.main', fontWeight: 600 }}>
          {texts.app.markAllRead}
        </MenuItem>
      )}
      {items.length === 0 ? (
        <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>{texts.app.noNotifications}</Typography>
      ) : (
        items.slice(0, 10).map((n) => (
          <MenuItem key={n.id} onClick={onClose} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
            <ListItemText
              primary={n.title}
              secondary={`${n.body ? `${n.body} · ` : ''}${format.dateTime(n.createdAt)}`}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
