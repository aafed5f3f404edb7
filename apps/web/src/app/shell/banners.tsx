import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useAdminSession } from '../../api/token-store.ts';
import { AgencyVisitBanner } from '../../features/admin-agencies/agency-visit-banner.tsx';
import { useStopImpersonating } from '../../features/admin-users/api/impersonate.ts';
import { shellText } from '../../i18n/fr-shell.ts';
import { useMaintenanceMessage } from '../api/get-maintenance-message.ts';
import { hrefOf } from '../routes.ts';

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
            {shellText('app.stopImpersonating')}
          </Button>
        )
      }
    >
      {shellText('app.impersonating', { name: user.fullname })}
    </Alert>
  );
}

/** The maintenance announced by the platform (GET /maintenance-message), above every page. */
export function MaintenanceBanner() {
  const { data } = useMaintenanceMessage();
  if (!data?.active || !data.message) return null;
  return (
    <Alert severity="info" square>
      {data.message}
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
