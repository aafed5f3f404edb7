import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@securite/domain/errors/messages';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session.ts';
import { format } from '../../ui/format.ts';
import { Page } from '../../ui/page.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { CountCards } from './count-cards.tsx';
import { LatestNotifications } from './latest-notifications.tsx';
import { noOperationsLinks, type OperationsLinks, OperationsTiles } from './operations-tiles.tsx';

import { texts } from './texts.ts';

/**
 * The staff home: the operations tiles the user may read (now, unfilled posts, what needs watching, expirations,
 * money, hours; each loads on its own), the agency's counts and the latest notifications.
 */
export function DashboardPage({
  subscriptionHref,
  alertsHref = null,
  links = noOperationsLinks,
}: {
  subscriptionHref: string | null;
  /** The lone-worker alarms page, when the user may open it. */
  alertsHref?: string | null;
  /** Where the tiles lead. */
  links?: OperationsLinks;
}) {
  const session = useSession();
  const dashboard = useDashboard(session.agencyId);
  const data = dashboard.data;
  return (
    <Page
      title={texts.tableauDeBord}
      subtitle={
        <>
          {texts.bonjour} {session.user.firstname}
          {data?.agency.subscriptionEndsAt &&
            texts.abonnementValableJusquValue(format.date(data.agency.subscriptionEndsAt))}
        </>
      }
    >
      <Stack spacing={3}>
        {(data?.agency.locked || !session.subscriptionValid) && (
          <Alert
            severity="warning"
            action={
              subscriptionHref && (
                <Button component={RouterLink} to={subscriptionHref} color="inherit" size="small">
                  {texts.voirLAbonnement}
                </Button>
              )
            }
          >
            {messages.subscriptionInvalid}
          </Alert>
        )}
        {dashboard.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => dashboard.refetch()}>
                {texts.reessayer}
              </Button>
            }
          >
            {dashboard.error.message}
          </Alert>
        )}
        {data && data.openAlarms > 0 && (
          <Alert
            severity="error"
            action={
              alertsHref && (
                <Button component={RouterLink} to={alertsHref} color="inherit" size="small">
                  {texts.voirLesAlertes}
                </Button>
              )
            }
          >
            {data.openAlarms === 1 ? '1 alerte PTI en cours' : texts.alertesPtiEnOpenalarms(data.openAlarms)}
          </Alert>
        )}
        {/* A locked agency reads only its subscription's routes: no tile to load then. */}
        {session.agencyId && session.subscriptionValid && !data?.agency.locked && (
          <OperationsTiles agencyId={session.agencyId} links={links} />
        )}
        <CountCards counts={data?.counts} />
        <LatestNotifications notifications={dashboard.isError ? [] : data?.notifications} />
      </Stack>
    </Page>
  );
}
