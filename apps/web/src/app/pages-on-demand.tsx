import { isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../api/session.ts';
import { coverDialog } from '../features/planning/cover/cover-dialog-handle.ts';
import { stockExpirationScreen } from '../features/stock/stock-expiration-screen.ts';
import { useAllowedRoutes } from './allowed-routes.ts';
import {
  ActiveOffersPage,
  ActiveServicePage,
  AdminAgenciesPage,
  AdminDashboardPage,
  AdminServicesPage,
  AdminUsersPage,
  AgencyInvoicesPage,
  AgencyOffersPage,
  AgentBadgePage,
  AgentRequestsPage,
  AgentsHoursPage,
  AgentsPage,
  AlertsPage,
  ArticleOrdersPage,
  BadgeCheckPage,
  BadgeReaderPage,
  CheckoutResultPage,
  CheckpointEditPage,
  CheckpointsPage,
  CircuitPage,
  CircuitsPage,
  CommercialDocsSettingsPage,
  ContactAgencyPage,
  ContractsPage,
  ContractTemplateAdminPage,
  ContractTemplatesAdminPage,
  CustomerAgencyReportsPage,
  CustomerContractExpirations,
  CustomerDashboardPage,
  CustomerInvoicesPage,
  CustomerPlanningPage,
  CustomerRequestsPage,
  CustomerServicesPage,
  CustomerStocksPage,
  CustomersPage,
  DashboardPage,
  DirectoryPage,
  DocumentsListPage,
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
  OfferAnswersPage,
  PaymentInvoicesPage,
  PaymentMethodsPage,
  PlanningPage,
  PlanningSettingsSection,
  PlanOptionsPage,
  ProfilePage,
  RecurrencesPage,
  RoundEditPage,
  RoundsPage,
  RoundWalkPage,
  SalaryElementsPage,
  ShopPage,
  SiteDetailPage,
  SitesHoursPage,
  SitesPage,
  StartServicePage,
  StockActionsPage,
  StockAssignmentsPage,
  StockExpirations,
  StockReferencesPage,
  StockSettingsSection,
  SubscriptionAdminPage,
  SubscriptionDatesPage,
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
import { NotFoundPage } from './status-pages.tsx';

/** Demandes clients: a request's id in the path opens it. */
function CustomerRequests() {
  const { id } = useParams();
  const navigate = useNavigate();
  const backToList = useCallback(() => navigate(hrefOf('customerRequests')), [navigate]);
  return <CustomerRequestsPage portal={false} openId={id ?? null} onDetailClosed={backToList} />;
}

const portalLinkIds = {
  services: 'customerServices',
  sites: 'customerSites',
  events: 'customerMc',
  requests: 'customerRequestsPortal',
  invoices: 'customerInvoices',
  reports: 'customerAgencyReports',
} as const;

/** The customer's home: each tile links to its page when the customer may open it. */
function CustomerDashboard() {
  const allowed = new Set(useAllowedRoutes(Object.values(portalLinkIds)).map((r) => r.id));
  const links = Object.fromEntries(
    Object.entries(portalLinkIds).map(([tile, id]) => [tile, allowed.has(id) ? hrefOf(id) : null]),
  ) as Record<keyof typeof portalLinkIds, string | null>;
  return <CustomerDashboardPage links={links} />;
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

/** The shop, opened from the agent limit with origin agent-limit (spec 001 section 2). */
const agentShopHref = () => `${hrefOf('shop')}?origin=agent-limit`;

const expirationScreens = {
  regulatory: hrefOf('expirations', { screen: 'collaborateurs' }),
  contracts: hrefOf('expirations', { screen: 'contrats-collaborateurs' }),
};

/**
 * Échéances, with the sub-screens of other features (spec 001 section 2): the customer contracts for those who may
 * see contracts; the agents' equipment in simplified-stock mode, the stock references to return otherwise, for those
 * who keep the stock or the agents.
 */
function Expirations() {
  const { actor, company } = useSession();
  const simplified = company?.agency.stockSimplified === true;
  const stockReaders: Right[] = simplified
    ? ['agents.create', 'agents.edit']
    : ['stockReferences.create', 'stockReferences.edit', 'stockAssignments.create', 'stockAssignments.edit'];
  const extra = [
    ...(isGranted(actor, ['contracts.create', 'contracts.edit'])
      ? [
          {
            key: 'contrats-clients',
            label: 'Contrats clients',
            hint: 'Fins de validité des contrats clients envoyés ou signés.',
            href: hrefOf('expirations', { screen: 'contrats-clients' }),
            content: <CustomerContractExpirations />,
          },
        ]
      : []),
    ...(isGranted(actor, stockReaders)
      ? [
          {
            key: 'materiel',
            href: hrefOf('expirations', { screen: 'materiel' }),
            ...stockExpirationScreen(simplified),
            content: <StockExpirations />,
          },
        ]
      : []),
  ];
  return <ExpirationsPage screens={expirationScreens} shopHref={agentShopHref()} extraScreens={extra} />;
}

/** contractTemplate/:id? (platform): a new template of the kind in the query, or the one of the id. */
function ContractTemplate() {
  const { id } = useParams();
  const kind = new URLSearchParams(useLocation().search).get('type') === 'agent' ? 'agent' : 'customer';
  return (
    <ContractTemplateAdminPage key={id ?? kind} id={id ?? null} kind={kind} listHref={hrefOf('contractTemplates')} />
  );
}

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

/** subscription-v6/:section? and subscription-v4/:section?: the section in the path. */
function SubscriptionAdmin({ version, routeId }: { version: 'v6' | 'v4'; routeId: string }) {
  const { section } = useParams();
  return (
    <SubscriptionAdminPage
      version={version}
      section={section}
      sectionHref={(next) => hrefOf(routeId, { section: next })}
    />
  );
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
      return <Expirations />;
    case 'sites':
      return <SitesPage siteHref={(id) => hrefOf(sitesRoutesOf(route).detail, { id })} />;
    case 'siteDetail':
      return <SiteDetail route={route} />;
    case 'fieldSettings':
      return <FieldSettingsPage planning={<PlanningSettingsSection />} stock={<StockSettingsSection />} />;
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
    case 'customerDashboard':
      return <CustomerDashboard />;
    case 'customerServices':
      return <CustomerServicesPage title={route.title} />;
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
    case 'customerContracts':
      return <ContractsPage key="customer" kind="customer" />;
    case 'agentContracts':
      return <ContractsPage key="agent" kind="agent" />;
    case 'contractTemplates':
      return (
        <ContractTemplatesAdminPage
          templateHref={(id) => hrefOf('contractTemplate', { id })}
          newHref={(kind) => `${hrefOf('contractTemplate')}?type=${kind}`}
        />
      );
    case 'contractTemplate':
      return <ContractTemplate />;
    case 'agencyDocuments':
      return <DocumentsListPage key="general" kind="general" title={route.title} />;
    case 'agentDocuments':
      return <DocumentsListPage key="agents" kind="agents" title={route.title} />;
    case 'customerDocuments':
      return <DocumentsListPage key="customers" kind="customers" title={route.title} />;
    case 'customerDocumentsPortal':
      return <DocumentsListPage key="portal" kind="portal" title={route.title} />;
    case 'stockReferences':
      return <StockReferencesPage title={route.title} />;
    case 'stockAssignments':
      return <StockAssignmentsPage title={route.title} />;
    case 'stockActions':
      return <StockActionsPage title={route.title} />;
    case 'customerStocks':
      return <CustomerStocksPage title={route.title} />;
    case 'activeOffers':
      return <ActiveOffersPage title={route.title} />;
    case 'agencyOffers':
      return <AgencyOffersPage title={route.title} />;
    case 'agencyOffersAnswers':
      return <OfferAnswersPage title={route.title} />;
    case 'paymentInvoices':
      return <PaymentInvoicesPage />;
    case 'paymentMethods':
      return <PaymentMethodsPage agencySettingsHref={hrefOf('paramsAgency')} />;
    case 'articleOrders':
      return <ArticleOrdersPage />;
    case 'paymentResult':
      return <CheckoutResultPage invoicesHref={hrefOf('paymentInvoices')} ordersHref={hrefOf('articleOrders')} />;
    case 'planOptions':
      return <PlanOptionsPage invoicesHref={hrefOf('paymentInvoices')} shopHref={hrefOf('shop')} />;
    case 'subscriptionDates':
      return <SubscriptionDatesPage />;
    case 'shop':
      return <ShopPage ordersHref={hrefOf('articleOrders')} />;
    case 'agencyInvoices':
      return <AgencyInvoicesPage />;
    case 'subscriptionV6':
      return <SubscriptionAdmin version="v6" routeId={route.id} />;
    case 'subscriptionV4':
      return <SubscriptionAdmin version="v4" routeId={route.id} />;
    default:
      return platformPage(route) ?? <NotFoundPage />;
  }
}
