import { Suspense, useState } from 'react';
import { lazyThemed } from '../../ui/lazy-with-widgets.tsx';
import { notificationsIcon } from '../../ui/plain/icons.ts';
import { PlainIcon } from '../../ui/plain/plain-icon.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { texts } from '../texts.ts';

// The list (MUI's menu and popover) loads on the first tap.
const NotificationsPopup = lazyThemed(() => import('./notifications-popup.tsx').then((m) => m.NotificationsPopup));

/** The bell (shell.css): unread count and the latest notices (GET /user/notifications). */
export function NotificationsBell() {
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const unread = notifications.data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className="plain-pressable plain-icon-button"
        // The visible count as a word of its own in the name (WCAG 2.5.3: « 3 », not « (3 »).
        aria-label={
          unread > 0 ? texts.app.unreadNotifications({ count: unread > 99 ? '99+' : unread }) : texts.app.notifications
        }
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <span className="shell-badge">
          <PlainIcon icon={notificationsIcon} />
          {unread > 0 && <span className="shell-badge-count">{unread > 99 ? '99+' : unread}</span>}
        </span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} onClose={() => setAnchor(null)} notifications={notifications.data} />
        </Suspense>
      )}
    </>
  );
}
