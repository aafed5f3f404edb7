import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useAdminSession } from '../../api/token-store.ts';
import { AgencyVisitBanner } from '../../features/admin/agencies/agency-visit-banner.tsx';
import { useStopImpersonating } from '../../features/admin/users/api/impersonate.ts';
import { useMaintenanceMessage } from '../api/get-maintenance-message.ts';
import { hrefOf } from '../routes.ts';
import { texts } from '../texts.ts';

/** An admin acting as another user sees who they are and can come back to their own account. */
export function ImpersonationBanner() {
  const { user } = useSession();
  const adminSession = useAdminSession();
  const stop = useStopImpersonating();
  const navigate = useNavigate();
  if (!adminSession && !user.impersonatedBy) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      action={
        adminSession && (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => {
              stop();
              navigate('/', { replace: true });
            }}
          >
            {texts.app.stopImpersonating}
          </Button>
        )
      }
    >
      {texts.app.impersonating({ name: user.fullname })}
    </Alert>
  );
}

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' });

/**
 * The maintenance announced by the platform (GET /maintenance-message), above every page: planned, with when it
 * starts (and ends); under way, for the platform staff who still work during it.
 */
export function MaintenanceBanner() {
  const { data } = useMaintenanceMessage();
  if (!data?.message) return null;
  if (data.active) {
    return (
      <Alert severity="info" square>
        {data.message}
      </Alert>
    );
  }
  const period = [
    data.startAt ? texts.maintenance.from({ date: when.format(new Date(data.startAt)) }) : null,
    data.endAt ? texts.maintenance.until({ date: when.format(new Date(data.endAt)) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Alert severity="warning" square>
      {texts.maintenance.planned({ period, message: data.message })}
    </Alert>
  );
}

/** The banners above the page, loaded only when one has something to say (shell-banners.tsx decides). */
export function Banners() {
  return (
    <>
      <ImpersonationBanner />
      <AgencyVisitBanner exitHref={hrefOf('adminAgencies')} />
      <MaintenanceBanner />
    </>
  );
}
