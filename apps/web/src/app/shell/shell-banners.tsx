import { Suspense } from 'react';
import { useSession } from '../../api/session.ts';
import { useAdminSession } from '../../api/token-store.ts';
import { lazyThemed } from '../../ui/lazy-with-widgets.tsx';
import { useMaintenanceMessage } from '../api/get-maintenance-message.ts';

// MUI's alert and the banners' code load only when one of them shows (an impersonation, a visit, a maintenance).
const Banners = lazyThemed(() => import('./banners.tsx').then((m) => m.Banners));

/** Above the page: the impersonation, agency visit and maintenance banners, when one applies (banners.tsx). */
export function ShellBanners() {
  const { user, visitingAgency, company } = useSession();
  const adminSession = useAdminSession();
  const { data } = useMaintenanceMessage();
  const shown = Boolean(adminSession || user.impersonatedBy || (visitingAgency && company) || data?.message);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  );
}
