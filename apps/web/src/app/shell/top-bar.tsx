import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../api/session.ts';
import { lazyThemed } from '../../ui/lazy-with-widgets.tsx';
import { menuIcon, shieldIcon } from '../../ui/plain/icons.ts';
import { PlainIcon } from '../../ui/plain/plain-icon.tsx';
import { routeAt } from '../routes.ts';
import { texts } from '../texts.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

// Only users of several agencies get the switcher: its select (MUI's text field and its inputs, under the app's
// theme) loads for them.
const AgencySwitcher = lazyThemed(() => import('./agency-switcher.tsx').then((m) => m.AgencySwitcher));

// The help (tutorials of the page) and « Nouveautés » buttons load after the shell, for the people who run an agency
// or the platform: an agent's or a customer's first load stays without them (and without MUI).
const ShellButtons = lazyThemed(() =>
  import('../../features/useful-links/shell-buttons.tsx').then((m) => m.ShellButtons),
);

/** The app bar (shell.css): menu button (phone), agency name or switcher, help and news, notifications, user menu. */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user, company, platformRole } = useSession();
  const route = routeAt(useLocation().pathname);
  const title = company?.agency.name ?? texts.app.name;
  const agencyName = <p className="t-h6 t-nowrap">{title}</p>;
  const runsAgencyOrPlatform = platformRole !== null || company?.role === 'owner' || company?.role === 'staff';
  return (
    <header className="shell-bar">
      <div className="shell-toolbar">
        <button
          type="button"
          className="plain-pressable plain-icon-button shell-menu-button"
          aria-label={texts.app.openMenu}
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
        {runsAgencyOrPlatform && (
          <Suspense fallback={null}>
            <ShellButtons routeId={route?.id ?? null} pageTitle={route?.title ?? ''} />
          </Suspense>
        )}
        <NotificationsBell />
        <UserMenu />
      </div>
    </header>
  );
}
