import './shell.css';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { lazyThemed } from '../../ui/lazy-with-widgets.tsx';
import { useLiveNotifications } from '../live-notifications.ts';
import { NewVersionBanner } from '../new-version/new-version-banner.tsx';
import { ShellBanners } from './shell-banners.tsx';
import { TopBar } from './top-bar.tsx';

// The drawer menu loads when shown: at once on a desktop (permanent), on the first tap of the menu button on a phone.
const ShellDrawers = lazyThemed(() => import('./shell-drawers.tsx').then((m) => m.ShellDrawers));

/** Below MUI's md breakpoint (900 px): the drawer is temporary. Without matchMedia (tests), the desktop layout. */
const PHONE_QUERY = '(max-width: 899.95px)';

function subscribePhone(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * The signed-in layout: app bar, drawer menu (permanent on desktop, temporary on phone), the page. Drawn without
 * MUI (shell.css): it is in a phone's first load; the drawer and the pages bring MUI when they come.
 */
export function AppShell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  useLiveNotifications();
  return (
    <div className="shell">
      <TopBar
        onOpenMenu={() => {
          setMenuWanted(true);
          setMobileOpen(true);
        }}
      />
      <div className="shell-drawer-room">
        {(!phone || menuWanted) && (
          <Suspense fallback={null}>
            <ShellDrawers desktop={!phone} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
          </Suspense>
        )}
      </div>
      <main className="shell-main">
        <div className="shell-toolbar" />
        <ShellBanners />
        <NewVersionBanner />
        <div className="shell-page">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
