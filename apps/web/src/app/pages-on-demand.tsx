import { isGranted } from '@securite/domain/auth/access';
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../api/session.ts';
import { coverDialog } from '../features/planning/cover/cover-dialog-handle.ts';
import { useAllowedRoutes } from './allowed-routes.ts';
import {
  ActiveServicePage,
  AdminAgenciesPage,
  AdminDashboardPage,
  AdminServicesPage,
  AdminUsersPage,
  AgentBadgePage,
  AgentRequestsPage,
  AgentsHoursPage,
  AgentsPage,
  AlertsPage,
  BadgeCheckPage,
  BadgeReaderPage,
  CheckpointEditPage,
  CheckpointsPage,
  CircuitPage,
  CircuitsPage,
  ComingSoonPage,
  CommercialDocsSettingsPage,
  ContactAgencyPage,
  CustomerAgencyReportsPage,
  CustomerInvoicesPage,
  CustomerPlanningPage,
  CustomerRequestsPage,
  CustomersPage,
  DashboardPage,
  DirectoryPage,
  DocumentsPage,
  EmailRemindPage,
  EmailTrackingPage,
  EventsPage,
  ExpirationsPage,
  ExportSettingsPage,
  ExportsPage,
  FieldSettingsPage,
  IncidentPage,
  InformationNotesPage,
  MarginsPage,
  MyHoursPage,
  MyPlanningPage,
  PlanningPage,
  PlanningSettingsSection,
  ProfilePage,
  RecurrencesPage,
  RoundEditPage,
  RoundsPage,
  RoundWalkPage,
  SalaryElementsPage,
  SiteDetailPage,
  SitesHoursPage,
  SitesPage,
  StartServicePage,
  SubscriptionInvalidPage,
  SupervisionPage,
  TimeGapsPage,
  TourPage,
  UnavailabilitiesPage,
} from './lazy-pages.tsx';
import { menuGroups } from './menu.ts';
import { menuIcons } from './menu-icons.ts';
import { platformPage } from './pages-platform.tsx';
import type { AppRouteDef } from './route-def.ts';
import { hrefOf } from './routes.ts';

/** Demandes clients: a request's id in the path opens it. */
function CustomerRequests() {
  const { id } = useParams();
  const navigate = useNavigate();
  const backToList = useCallback(() => navigate(hrefOf('customerRequests')), [navigate]);
  return <CustomerRequestsPage portal={false} openId={id ?? null} onDetailClosed={backToList} />;
}

function Planning({ view }: { view: 'sites' | 'agents' }) {
  return <PlanningPage view={view} emptyHref={hrefOf(view === 'sites' ? 'fieldSites' : 'agents')} />;
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
  const [alerts] = useAllowedRoutes(['adminAlerts']);
  return (
    <DashboardPage
      subscriptionHref={planOptions ? hrefOf(planOptions.id) : null}
      alertsHref={alerts ? hrefOf(alerts.id) : null}
    />
  );
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

/** Every page but the field start page and the services to take (pages.tsx), loaded with the first of them. */
export function PageOnDemand({ route }: { route: AppRouteDef }) {
  switch (route.page) {
    case 'dashboard':
      return <Dashboard />;
    case 'profile':
      return <ProfilePage />;
    case 'adminDashboard':
      return <AdminDashboard />;
    case 'adminAgencies':
      return (
        <AdminAgenciesPage
          dashboardHref={hrefOf('dashboard')}
          newHref={hrefOf('agencyAdmin')}
          sheetHref={(id) => hrefOf('agencyAdmin', { id })}
        />
      );
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
    case 'roundExecution':
      return <RoundWalkPage />;
    case 'badgeReader':
      return <BadgeReaderPage />;
    case 'planningSites':
      return <Planning view="sites" />;
    case 'adminServices':
      return <AdminServicesPage />;
    case 'activeService':
      return <ActiveServicePage />;
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
    case 'incident':
      return <IncidentPage />;
    case 'adminEvents':
      return <EventsPage title={route.title} live />;
    case 'customerMc':
      return <EventsPage title={route.title} live={false} />;
    case 'customerAgencyReports':
      return <CustomerAgencyReportsPage title={route.title} />;
    case 'adminAlerts':
      return <AlertsPage />;
    case 'supervision':
      return <SupervisionPage />;
    case 'customers':
      return <CustomersPage />;
    case 'customerRequests':
      return <CustomerRequests />;
    case 'customerRequestsPortal':
      return <CustomerRequestsPage portal />;
    case 'estimates':
      return <DocumentsPage familyKey="estimates" title={route.title} />;
    case 'invoices':
      return <DocumentsPage familyKey="invoices" title={route.title} />;
    case 'purchaseOrders':
      return <DocumentsPage familyKey="purchaseOrders" title={route.title} />;
    case 'customerInvoices':
      return <CustomerInvoicesPage title={route.title} />;
    case 'commercialDocsSettings':
      return <CommercialDocsSettingsPage title={route.title} />;
    case 'recurringInvoices':
      return <RecurrencesPage title={route.title} />;
    case 'emailRemind':
      return <EmailRemindPage title={route.title} />;
    case 'salaryElements':
      return <SalaryElementsPage />;
    case 'exports':
      return <ExportsPage />;
    case 'exportSettings':
      return <ExportSettingsPage />;
    case 'emailTracking':
      return <EmailTrackingPage />;
    case 'margins':
      return <MarginsPage />;
    default:
      return platformPage(route) ?? <ComingSoonPage title={route.title} />;
  }
}
