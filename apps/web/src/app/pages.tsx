import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { isGranted } from '@securite/domain/auth/access';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../api/session.ts';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { FieldStartPage } from '../features/field-start/field-start-page.tsx';
import { coverDialog } from '../features/planning/cover/cover-dialog-handle.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { SubscriptionInvalidPage } from '../features/subscription/subscription-invalid-page.tsx';
import { Page } from '../ui/page.tsx';
import { canAccess } from './access.ts';
import { menuGroups } from './menu.ts';
import { menuIcons } from './menu-icons.ts';
import type { AppRouteDef } from './route-def.ts';
import { hrefOf, routeById } from './routes.ts';

// The planning screens bring the public holiday calendars (date-holidays) and the recurrence and hours rules:
// their code loads when one of them is first opened, which keeps the first load light on a phone.
const PlanningPage = lazy(() =>
  import('../features/planning/planning-page.tsx').then((m) => ({ default: m.PlanningPage })),
);
const CircuitsPage = lazy(() =>
  import('../features/circuits/circuits-page.tsx').then((m) => ({ default: m.CircuitsPage })),
);
const AgentsHoursPage = lazy(() =>
  import('../features/hours/agents-hours-page.tsx').then((m) => ({ default: m.AgentsHoursPage })),
);
const MyHoursPage = lazy(() => import('../features/hours/my-hours-page.tsx').then((m) => ({ default: m.MyHoursPage })));
const SitesHoursPage = lazy(() =>
  import('../features/hours/sites-hours-page.tsx').then((m) => ({ default: m.SitesHoursPage })),
);
const TimeGapsPage = lazy(() =>
  import('../features/hours/time-gaps-page.tsx').then((m) => ({ default: m.TimeGapsPage })),
);
const AdminServicesPage = lazy(() =>
  import('../features/planning/admin-services/admin-services-page.tsx').then((m) => ({
    default: m.AdminServicesPage,
  })),
);
const CustomerPlanningPage = lazy(() =>
  import('../features/planning/customer-planning/customer-planning-page.tsx').then((m) => ({
    default: m.CustomerPlanningPage,
  })),
);
const ActiveServicePage = lazy(() =>
  import('../features/field/active-service-page.tsx').then((m) => ({ default: m.ActiveServicePage })),
);
const StartServicePage = lazy(() =>
  import('../features/field/public.ts').then((m) => ({ default: m.StartServicePage })),
);
const ContactAgencyPage = lazy(() =>
  import('../features/field/public.ts').then((m) => ({ default: m.ContactAgencyPage })),
);
const TourPage = lazy(() => import('../features/field/public.ts').then((m) => ({ default: m.TourPage })));
const CircuitPage = lazy(() => import('../features/field/public.ts').then((m) => ({ default: m.CircuitPage })));
const MyPlanningPage = lazy(() =>
  import('../features/planning/my-planning/my-planning-page.tsx').then((m) => ({ default: m.MyPlanningPage })),
);
const PlanningSettingsSection = lazy(() =>
  import('../features/planning/settings/planning-settings-section.tsx').then((m) => ({
    default: m.PlanningSettingsSection,
  })),
);

const AdminAgenciesPage = lazy(() =>
  import('../features/admin-agencies/admin-agencies-page.tsx').then((m) => ({ default: m.AdminAgenciesPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin-dashboard/admin-dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/admin-users-page.tsx').then((m) => ({ default: m.AdminUsersPage })),
);
const FieldSettingsPage = lazy(() =>
  import('../features/agency-settings/field-settings-page.tsx').then((m) => ({ default: m.FieldSettingsPage })),
);
const AgentRequestsPage = lazy(() =>
  import('../features/agent-requests/agent-requests-page.tsx').then((m) => ({ default: m.AgentRequestsPage })),
);
const AgentBadgePage = lazy(() =>
  import('../features/agents/badge/agent-badge-page.tsx').then((m) => ({ default: m.AgentBadgePage })),
);
const BadgeCheckPage = lazy(() =>
  import('../features/agents/badge/badge-check-page.tsx').then((m) => ({ default: m.BadgeCheckPage })),
);
const DirectoryPage = lazy(() =>
  import('../features/agents/directory/directory-page.tsx').then((m) => ({ default: m.DirectoryPage })),
);
const ExpirationsPage = lazy(() =>
  import('../features/agents/expirations/expirations-page.tsx').then((m) => ({ default: m.ExpirationsPage })),
);
const AgentsPage = lazy(() =>
  import('../features/agents/list/agents-page.tsx').then((m) => ({ default: m.AgentsPage })),
);
const InformationNotesPage = lazy(() =>
  import('../features/information-notes/information-notes-page.tsx').then((m) => ({ default: m.InformationNotesPage })),
);
const SiteDetailPage = lazy(() =>
  import('../features/sites/site-detail-page.tsx').then((m) => ({ default: m.SiteDetailPage })),
);
const SitesPage = lazy(() => import('../features/sites/sites-page.tsx').then((m) => ({ default: m.SitesPage })));
const CheckpointEditPage = lazy(() =>
  import('../features/rounds/checkpoint-edit-page.tsx').then((m) => ({ default: m.CheckpointEditPage })),
);
const CheckpointsPage = lazy(() =>
  import('../features/rounds/checkpoints-page.tsx').then((m) => ({ default: m.CheckpointsPage })),
);
const RoundEditPage = lazy(() =>
  import('../features/rounds/round-edit-page.tsx').then((m) => ({ default: m.RoundEditPage })),
);
const RoundsPage = lazy(() => import('../features/rounds/rounds-page.tsx').then((m) => ({ default: m.RoundsPage })));
const UnavailabilitiesPage = lazy(() =>
  import('../features/unavailabilities/unavailabilities-page.tsx').then((m) => ({ default: m.UnavailabilitiesPage })),
);

function Planning({ view }: { view: 'sites' | 'agents' }) {
  return <PlanningPage view={view} emptyHref={hrefOf(view === 'sites' ? 'fieldSites' : 'agents')} />;
}

function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Chargement de la page" />
    </Box>
  );
}

const fieldShortcuts: { id: string; description: string }[] = [
  { id: 'intervention', description: 'Démarrer une intervention maintenant' },
  { id: 'unplannedService', description: 'Démarrer un service imprévu' },
  { id: 'myPlanning', description: 'Vos prochains services' },
  { id: 'staffPlanning', description: 'Vos prochains services' },
  { id: 'agentBadge', description: 'Votre carte à présenter' },
  { id: 'directory', description: 'Les coordonnées de l’équipe' },
  { id: 'requests', description: 'Vos demandes à l’agence' },
  { id: 'unavailabilities', description: 'Déclarer vos absences' },
  { id: 'informationNotes', description: 'Les informations de l’agence' },
  { id: 'contactAgency', description: 'Joindre l’agence' },
];

/** The links a page offers, limited to the routes the session may open (features do not read the route table). */
function useAllowedRoutes(ids: readonly string[]) {
  const session = useSession();
  return useMemo(() => ids.map(routeById).filter((route) => canAccess(route, session)), [ids, session]);
}

// The queue and its database load with the agent's services, not with the rest of the app.
const ServicesToTake = lazy(() => import('../features/field/public.ts').then((m) => ({ default: m.ServicesToTake })));

function FieldStart() {
  const { user, company } = useSession();
  const isAgent = company?.role === 'agent';
  const routes = useAllowedRoutes(fieldShortcuts.map((s) => s.id));
  const links = routes.map((route) => ({
    href: hrefOf(route.id),
    label: route.title,
    description: fieldShortcuts.find((s) => s.id === route.id)?.description ?? '',
    icon: menuIcons[route.id],
  }));
  return (
    <FieldStartPage firstname={user.firstname} links={links}>
      {isAgent && (
        <Suspense fallback={null}>
          <ServicesToTake />
        </Suspense>
      )}
    </FieldStartPage>
  );
}

/** terrain/priseService/{id}: that service to take; without an id, the agent's services of the moment. */
function TakeService() {
  const { id } = useParams();
  return (
    <Page title="Prendre un service">
      <Suspense fallback={<PageLoading />}>
        <ServicesToTake onlyId={id ?? null} />
      </Suspense>
    </Page>
  );
}

const platformIds = menuGroups
  .filter((g) => g.id === 'plateforme' || g.id === 'catalogues')
  .flatMap((g) => g.entries.map((e) => e.id));

function AdminDashboard() {
  const routes = useAllowedRoutes(platformIds);
  return (
    <AdminDashboardPage tools={routes.map((r) => ({ href: hrefOf(r.id), label: r.title, icon: menuIcons[r.id] }))} />
  );
}

const subscriptionIds = ['planOptions', 'paymentInvoices'];

function SubscriptionInvalid() {
  const { company } = useSession();
  const routes = useAllowedRoutes(subscriptionIds);
  // Spec: the subscription pages are offered to owners.
  const links = company?.role === 'owner' ? routes.map((r) => ({ href: hrefOf(r.id), label: r.title })) : [];
  return <SubscriptionInvalidPage links={links} />;
}

function Dashboard() {
  const [planOptions] = useAllowedRoutes(subscriptionIds.slice(0, 1));
  return <DashboardPage subscriptionHref={planOptions ? hrefOf(planOptions.id) : null} />;
}

/** The shop for agent records: the subscription options, opened from the agent limit (spec 001 section 2). */
const agentShopHref = () => `${hrefOf('planOptions')}?origin=agent-limit`;

const expirationScreens = {
  regulatory: hrefOf('expirations', { screen: 'collaborateurs' }),
  contracts: hrefOf('expirations', { screen: 'contrats-collaborateurs' }),
};

/** Customers have their own sites routes in the portal; everyone else the field ones. */
const sitesRoutesOf = (route: AppRouteDef) =>
  route.id.startsWith('customerSite')
    ? { list: 'customerSites', detail: 'customerSite' }
    : { list: 'fieldSites', detail: 'fieldSite' };

/** Collaborateurs; planners who may reassign services get « Absence / remplacement » on each agent. */
function Agents() {
  const { agencyId, actor } = useSession();
  const onCover = isGranted(actor, ['services.edit'])
    ? (agent: { id: string; fullname: string }) =>
        void coverDialog.open({ agencyId: agencyId!, agent, canChooseAgent: true })
    : undefined;
  return <AgentsPage shopHref={agentShopHref()} onCover={onCover} />;
}

function SiteDetail({ route }: { route: AppRouteDef }) {
  const { id } = useParams();
  const { list } = sitesRoutesOf(route);
  if (!id) return <Navigate to={hrefOf(list)} replace />;
  return <SiteDetailPage key={id} siteId={id} listHref={hrefOf(list)} />;
}

/** A creation page's href, with the site to pick already chosen. */
const newHrefOf = (routeId: string) => (siteId: string | null) =>
  siteId ? `${hrefOf(routeId)}?siteId=${encodeURIComponent(siteId)}` : hrefOf(routeId);

function RoundEdit() {
  const { id } = useParams();
  return (
    <RoundEditPage
      key={id ?? 'nouvelle'}
      id={id ?? null}
      listHref={hrefOf('rounds')}
      newCheckpointHref={newHrefOf('checkpointEdit')}
    />
  );
}

function CheckpointEdit() {
  const { id } = useParams();
  return <CheckpointEditPage key={id ?? 'nouveau'} id={id ?? null} listHref={hrefOf('checkpoints')} />;
}

/** The page of a guarded route (a lazily loaded one shows a spinner while its code arrives). */
export function PageFor({ route }: { route: AppRouteDef }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PageContent route={route} />
    </Suspense>
  );
}

function PageContent({ route }: { route: AppRouteDef }) {
  switch (route.page) {
    case 'dashboard':
      return <Dashboard />;
    case 'fieldStart':
      return <FieldStart />;
    case 'profile':
      return <ProfilePage />;
    case 'adminDashboard':
      return <AdminDashboard />;
    case 'adminAgencies':
      return <AdminAgenciesPage dashboardHref={hrefOf('dashboard')} />;
    case 'adminUsers':
      return <AdminUsersPage />;
    case 'subscriptionInvalid':
      return <SubscriptionInvalid />;
    case 'unavailabilities':
      return <UnavailabilitiesPage />;
    case 'agentRequests':
      return <AgentRequestsPage />;
    case 'informationNotes':
      return <InformationNotesPage />;
    case 'agents':
      return <Agents />;
    case 'directory':
      return <DirectoryPage />;
    case 'agentBadge':
      return <AgentBadgePage />;
    case 'badgeCheck':
      return <BadgeCheckPage />;
    case 'expirations':
      return <ExpirationsPage screens={expirationScreens} shopHref={agentShopHref()} />;
    case 'sites':
      return <SitesPage siteHref={(id) => hrefOf(sitesRoutesOf(route).detail, { id })} />;
    case 'siteDetail':
      return <SiteDetail route={route} />;
    case 'fieldSettings':
      return <FieldSettingsPage planning={<PlanningSettingsSection />} />;
    case 'circuits':
      return <CircuitsPage />;
    case 'rounds':
      return <RoundsPage roundHref={(id) => hrefOf('roundEdit', { id })} newHref={newHrefOf('roundEdit')} />;
    case 'roundEdit':
      return <RoundEdit />;
    case 'checkpoints':
      return (
        <CheckpointsPage
          checkpointHref={(id) => hrefOf('checkpointEdit', { id })}
          newHref={newHrefOf('checkpointEdit')}
        />
      );
    case 'checkpointEdit':
      return <CheckpointEdit />;
    case 'planningSites':
      return <Planning view="sites" />;
    case 'adminServices':
      return <AdminServicesPage />;
    case 'activeService':
      return <ActiveServicePage />;
    case 'takeService':
      return <TakeService />;
    case 'intervention':
      return <StartServicePage kind="intervention" />;
    case 'unplannedService':
      return <StartServicePage kind="unplanned" />;
    case 'contactAgency':
      return <ContactAgencyPage />;
    case 'tour':
      return <TourPage />;
    case 'activeCircuit':
      return <CircuitPage />;
    case 'myPlanning':
      return <MyPlanningPage />;
    case 'customerPlanning':
      return <CustomerPlanningPage />;
    case 'planningAgents':
      return <Planning view="agents" />;
    case 'agentsHours':
      return <AgentsHoursPage />;
    case 'sitesHours':
      return <SitesHoursPage />;
    case 'myHours':
      return <MyHoursPage />;
    case 'timeGaps':
      return <TimeGapsPage />;
    default:
      return <ComingSoonPage title={route.title} />;
  }
}
