import DateRangeIcon from '@mui/icons-material/DateRange';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { billingPeriodLabels } from '@securite/domain/subscriptions/pricing';
import { subscriptionStatusLabels } from '@securite/domain/subscriptions/subscription-schemas';
import { useSession } from '../../api/session.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useSubscriptionHistory } from './api/subscription-api.ts';

import { texts } from './texts.ts';

export const dayText = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso)) : '—';

const statusColor = { pending: 'warning', active: 'success', cancelled: 'default', ended: 'default' } as const;

/** Dates d'abonnements: every subscription of the agency, its current period and its length in days. */
export function SubscriptionDatesPage() {
  const { agencyId } = useSession();
  const query = useSubscriptionHistory(agencyId ?? '');
  const rows = query.data?.data ?? [];
  return (
    <Page title={texts.datesDAbonnements} subtitle={texts.lesPeriodesDeVotre}>
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesAbonnements}
          errorText={texts.impossibleDeChargerVos}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<DateRangeIcon fontSize="inherit" />} title={texts.aucunAbonnementPourL} />}
        >
          <Table aria-label={texts.datesDAbonnements}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.offre}</TableCell>
                <TableCell>{texts.statut}</TableCell>
                <TableCell>{texts.debut}</TableCell>
                <TableCell>{texts.periodeEnCours}</TableCell>
                <TableCell align="right">{texts.duree}</TableCell>
                <TableCell>{texts.fin}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    {s.offer.name} · {billingPeriodLabels[s.billing]}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor[s.status]} label={subscriptionStatusLabels[s.status]} />
                  </TableCell>
                  <TableCell>{dayText(s.startedAt)}</TableCell>
                  <TableCell>
                    {dayText(s.currentPeriodStart)} – {dayText(s.currentPeriodEnd)}
                  </TableCell>
                  <TableCell align="right">{s.periodDays} jours</TableCell>
                  <TableCell>{dayText(s.endedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </QueryView>
      </Card>
    </Page>
  );
}
