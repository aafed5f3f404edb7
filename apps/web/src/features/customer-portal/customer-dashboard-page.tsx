import ArticleIcon from '@mui/icons-material/Article';
import BookIcon from '@mui/icons-material/MenuBook';
import PlaceIcon from '@mui/icons-material/Place';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import RouteIcon from '@mui/icons-material/Route';
import ShieldIcon from '@mui/icons-material/Shield';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { customerRequestStatusLabels } from '@securite/domain/customers/customer-request-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useSession } from '../../api/session.ts';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import {
  useEventsTile,
  useOpenRequestsTile,
  useReportsTile,
  useRoundsTile,
  useSitesTile,
  useTodayServicesTile,
  useUnpaidInvoicesTile,
} from './api/portal-tiles.ts';
import { DashboardTile } from './dashboard-tile.tsx';
import { dayLabel, instantLabel, plannedLabel, realLabel } from './portal-format.ts';
import { stateChip } from './service-state.ts';

import { texts } from './texts.ts';

/** Where each tile leads (null when the user may not open that page). */
export interface CustomerDashboardLinks {
  services: string | null;
  sites: string | null;
  events: string | null;
  requests: string | null;
  invoices: string | null;
  reports: string | null;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * The customer's home (customerDashboard): today's services on its sites (kept live), today's rounds on them (done,
 * walked in part, missed), its sites, the latest main courante events, its open requests, the invoices left to pay
 * and the latest intervention reports. Each tile
 * loads on its own and links to its page.
 */
export function CustomerDashboardPage({ links, now }: { links: CustomerDashboardLinks; now?: Date }) {
  usePlanningLiveRefresh();
  const { agencyId, company, user } = useSession();
  const customerId = company?.customer?.id ?? null;
  if (!agencyId || !customerId) {
    return (
      <Page title={texts.tableauDeBord}>
        <Card>
          <EmptyState icon={<StorefrontIcon fontSize="inherit" />} title={texts.ceTableauDeBord} />
        </Card>
      </Page>
    );
  }
  return (
    <Page
      title={texts.tableauDeBord}
      subtitle={texts.bonjourFirstnameValue(user.firstname, company?.customer?.name ?? '')}
    >
      <Tiles agencyId={agencyId} customerId={customerId} links={links} now={now} />
    </Page>
  );
}

function Tiles({
  agencyId,
  customerId,
  links,
  now,
}: {
  agencyId: string;
  customerId: string;
  links: CustomerDashboardLinks;
  now?: Date;
}) {
  const { timeZone } = useAgencyTimeZone(agencyId);
  const today = dayIn(now ?? new Date(), timeZone);
  const services = useTodayServicesTile(agencyId, customerId);
  const sites = useSitesTile(agencyId, customerId);
  const events = useEventsTile(agencyId, customerId);
  const requests = useOpenRequestsTile(agencyId, customerId);
  const invoices = useUnpaidInvoicesTile(agencyId, customerId);
  const reports = useReportsTile(agencyId, customerId);
  const rounds = useRoundsTile(agencyId, customerId);
  const cell = { xs: 12, md: 6, lg: 4 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <DashboardTile
          title={texts.aujourdHuiSurVos}
          icon={<ShieldIcon />}
          query={services}
          total={services.data?.total}
          rows={services.data?.data.map((s) => ({
            id: s.id,
            primary: s.site.name,
            secondary: join(s.agent, plannedLabel(s, timeZone, today), realLabel(s, timeZone)),
            chip: stateChip(s.state),
          }))}
          emptyText={texts.aucunServiceEnCours}
          href={links.services}
          linkLabel={texts.tousLesServices}
        />
      </Grid>
      <Grid size={cell}>
        <DashboardTile
          title={texts.rondesDuJour}
          icon={<RouteIcon />}
          query={rounds}
          rows={
            rounds.data && rounds.data.done + rounds.data.incomplete + rounds.data.missed > 0
              ? [
                  {
                    id: 'done',
                    primary: texts.rondesFaites,
                    chip: { label: String(rounds.data.done), color: 'success' },
                  },
                  {
                    id: 'incomplete',
                    primary: texts.rondesIncompletes,
                    chip: {
                      label: String(rounds.data.incomplete),
                      color: rounds.data.incomplete ? 'warning' : 'default',
                    },
                  },
                  {
                    id: 'missed',
                    primary: texts.rondesManquees,
                    chip: { label: String(rounds.data.missed), color: rounds.data.missed ? 'error' : 'default' },
                  },
                ]
              : rounds.data && []
          }
          emptyText={texts.aucuneRondeAujourdhui}
          href={links.services}
          linkLabel={texts.servicesEtLeursRondes}
        />
      </Grid>
      <Grid size={cell}>
        <DashboardTile
          title={texts.mainCouranteRecente}
          icon={<BookIcon />}
          query={events}
          total={events.data?.total}
          rows={events.data?.data.map((e) => ({
            id: e.id,
            primary: join(e.typeLabel, e.site.name),
            secondary: join(instantLabel(e.createdAt, timeZone, today), e.description),
          }))}
          emptyText={texts.aucunEvenementSignaleSur}
          href={links.events}
          linkLabel={texts.touteLaMainCourante}
        />
      </Grid>
      <Grid size={cell}>
        <DashboardTile
          title={texts.vosDemandesEnCours}
          icon={<QuestionAnswerIcon />}
          query={requests}
          total={requests.data?.total}
          rows={requests.data?.data.map((r) => ({
            id: r.id,
            primary: r.subject,
            secondary: texts.envoyeeValue(instantLabel(r.createdAt, timeZone, today).toLowerCase()),
            chip: { label: customerRequestStatusLabels[r.status], color: r.status === 'pending' ? 'warning' : 'info' },
          }))}
          emptyText={texts.aucuneDemandeEnCours}
          href={links.requests}
          linkLabel={texts.toutesLesDemandes}
        />
      </Grid>
      <Grid size={cell}>
        <DashboardTile
          title={texts.facturesARegler}
          icon={<ReceiptIcon />}
          query={invoices}
          total={invoices.data?.total}
          rows={invoices.data?.data.map((d) => ({
            id: d.id,
            primary: texts.factureResteValueValue2(d.number ?? '', frenchEuros(d.leftToPayCents)),
            secondary: d.dueDate ? texts.echeanceLeValue(dayLabel(d.dueDate)) : texts.duValue(dayLabel(d.date)),
            chip: d.isLateToPay ? { label: texts.enRetard, color: 'warning' } : undefined,
          }))}
          emptyText={texts.aucuneFactureARegler}
          href={links.invoices}
          linkLabel={texts.toutesLesFactures}
        />
      </Grid>
      <Grid size={cell}>
        <DashboardTile
          title={texts.derniersBonsDIntervention}
          icon={<ArticleIcon />}
          query={reports}
          total={reports.data?.total}
          rows={reports.data?.data.map((r) => ({
            id: r.id,
            primary: join(r.site.name, r.agent?.fullname),
            secondary: instantLabel(r.realEndAt ?? r.createdAt, timeZone, today),
          }))}
          emptyText={texts.aucunBonDIntervention}
          href={links.reports}
          linkLabel={texts.tousLesBons}
        />
      </Grid>
      <Grid size={cell}>
        <DashboardTile
          title={texts.vosSites}
          icon={<PlaceIcon />}
          query={sites}
          total={sites.data?.total}
          rows={sites.data?.data.map((s) => ({
            id: s.id,
            primary: s.name,
            secondary: join(s.address.zipcode, s.address.city),
          }))}
          emptyText={texts.aucunSitePourLe}
          href={links.sites}
          linkLabel={texts.tousLesSites}
        />
      </Grid>
    </Grid>
  );
}
