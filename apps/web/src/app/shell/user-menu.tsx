import { Suspense, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { lazyThemed } from '../../ui/lazy-with-widgets.tsx';
import { texts } from '../texts.ts';

// The menu itself (MUI's menu and popover, the fake-data filter, the logout confirmation) loads on the first tap.
const UserMenuPopup = lazyThemed(() => import('./user-menu-popup.tsx').then((m) => m.UserMenuPopup));

/** Avatar button (shell.css): profile, the fake-data filter (admins and owners), logout with confirmation. */
export function UserMenu() {
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const initials = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';

  return (
    <>
      <button
        type="button"
        className="plain-pressable plain-icon-button"
        // The name says what the initials shown stand for (WCAG 2.5.3, label in name).
        aria-label={`${texts.app.userMenu} : ${initials}, ${user.fullname || user.email}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <span className="shell-avatar">{initials}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
