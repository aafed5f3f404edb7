import { Suspense } from 'react';
import { useSession } from '../../api/session.ts';
import { shellText } from '../../i18n/fr-shell.ts';
import { lazyThemed } from '../../ui/lazy-with-widgets.tsx';
import { menuIcon, shieldIcon } from '../../ui/plain/icons.ts';
import { PlainIcon } from '../../ui/plain/plain-icon.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

// Only users of several agencies get the switcher: its select (MUI's text field and its inputs, under the app's
// theme) loads for them.
const AgencySwitcher = lazyThemed(() => import('./agency-switcher.tsx').then((m) => m.AgencySwitcher));

/** The app bar (shell.css): menu button (phone), agency name or switcher, notifications, user menu. */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user, company } = useSession();
  const title = company?.agency.name ?? shellText('app.name');
  const agencyName = <p className="t-h6 t-nowrap">{title}</p>;
  return (
    <header className="shell-bar">
      <div className="shell-toolbar">
        <button
          type="button"
          className="plain-pressable plain-icon-button shell-menu-button"
          aria-label={shellText('app.openMenu')}
          onClick={onOpenMenu}
        >
          <PlainIcon icon={menuIcon} />
        </button>
        <PlainIcon icon={shieldIcon} className="shell-logo" />
        <div className="shell-title">
          {user.userCompanies.length > 1 ? (
            <Suspense fallback={agencyName}>
              <AgencySwitcher />
            </Suspense>
          ) : (
            agencyName
          )}
        </div>
        <NotificationsBell />
        <UserMenu />
      </div>
    </header>
  );
}
