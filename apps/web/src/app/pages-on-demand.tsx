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
import { type PageRender, type PlatformPageKey, platformPages } from './pages-platform.tsx';
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

const platformEntries = menuGroups
  .filter((g) => g.id === 'plateforme' || g.id === 'catalogues')
  .flatMap((g) => g.entries);
const platformIds = platformEntries.map((e) => e.id);

function AdminDashboard() {
  const allowed = new Set(useAllowedRoutes(platformIds).map((r) => r.id));
  return <AdminDashboardPage tools={platformEntries.filter((e) => allowed.has(e.id))} />;
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
const sitesRoutesOf = (route: { id: string }) =>
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

function SiteDetail({ route }: { route: { id: string } }) {
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

/**
 * Every page but the field start page and the services to take (pages.tsx), loaded with the first of them, by the
 * page key its routes name: route-def.ts's PageKey is this table's keys and the platform's (pages-platform.tsx), so a
 * route cannot name a page that is not here, and a page is written in this table only.
 */
const onDemandPages = {
  dashboard: () => <Dashboard />,
  profile: () => <ProfilePage />,
  adminDashboard: () => <AdminDashboard />,
  adminAgencies: () => (
    <AdminAgenciesPage
      dashboardHref={hrefOf('dashboard')}
      newHref={hrefOf('agencyAdmin')}
      sheetHref={(id) => hrefOf('agencyAdmin', { id })}
    />
  ),
  adminUsers: () => <AdminUsersPage />,
  subscriptionInvalid: () => <SubscriptionInvalid />,
  unavailabilities: () => <UnavailabilitiesPage />,
  agentRequests: () => <AgentRequestsPage />,
  informationNotes: () => <InformationNotesPage />,
  agents: () => <Agents />,
  directory: () => <DirectoryPage />,
  agentBadge: () => <AgentBadgePage />,
  badgeCheck: () => <BadgeCheckPage />,
  expirations: () => <Expirations />,
  sites: (route) => <SitesPage siteHref={(id) => hrefOf(sitesRoutesOf(route).detail, { id })} />,
  siteDetail: (route) => <SiteDetail route={route} />,
  fieldSettings: () => <FieldSettingsPage planning={<PlanningSettingsSection />} stock={<StockSettingsSection />} />,
  circuits: () => <CircuitsPage />,
  rounds: () => <RoundsPage roundHref={(id) => hrefOf('roundEdit', { id })} newHref={newHrefOf('roundEdit')} />,
  roundEdit: () => <RoundEdit />,
  checkpoints: () => (
    <CheckpointsPage checkpointHref={(id) => hrefOf('checkpointEdit', { id })} newHref={newHrefOf('checkpointEdit')} />
  ),
  checkpointEdit: () => <CheckpointEdit />,
  roundExecution: () => <RoundWalkPage />,
  badgeReader: () => <BadgeReaderPage />,
  planningSites: () => <Planning view="sites" />,
  adminServices: () => <AdminServicesPage />,
  activeService: () => <ActiveServicePage />,
  intervention: () => <StartServicePage kind="intervention" />,
  unplannedService: () => <StartServicePage kind="unplanned" />,
  contactAgency: () => <ContactAgencyPage />,
  tour: () => <TourPage />,
  activeCircuit: () => <CircuitPage />,
  myPlanning: () => <MyPlanningPage />,
  customerPlanning: () => <CustomerPlanningPage />,
  customerDashboard: () => <CustomerDashboard />,
  customerServices: (route) => <CustomerServicesPage title={route.title} />,
  planningAgents: () => <Planning view="agents" />,
  agentsHours: () => <AgentsHoursPage />,
  sitesHours: () => <SitesHoursPage />,
  myHours: () => <MyHoursPage />,
  timeGaps: () => <TimeGapsPage />,
  incident: () => <IncidentPage />,
  adminEvents: (route) => <EventsPage title={route.title} live />,
  customerMc: (route) => <EventsPage title={route.title} live={false} />,
  customerAgencyReports: (route) => <CustomerAgencyReportsPage title={route.title} />,
  adminAlerts: () => <AlertsPage />,
  supervision: () => <SupervisionPage />,
  customers: () => <CustomersPage />,
  customerRequests: () => <CustomerRequests />,
  customerRequestsPortal: () => <CustomerRequestsPage portal />,
  estimates: (route) => <DocumentsPage familyKey="estimates" title={route.title} />,
  invoices: (route) => <DocumentsPage familyKey="invoices" title={route.title} />,
  purchaseOrders: (route) => <DocumentsPage familyKey="purchaseOrders" title={route.title} />,
  customerInvoices: (route) => <CustomerInvoicesPage title={route.title} />,
  commercialDocsSettings: (route) => <CommercialDocsSettingsPage title={route.title} />,
  recurringInvoices: (route) => <RecurrencesPage title={route.title} />,
  emailRemind: (route) => <EmailRemindPage title={route.title} />,
  salaryElements: () => <SalaryElementsPage />,
  exports: () => <ExportsPage />,
  exportSettings: () => <ExportSettingsPage />,
  emailTracking: () => <EmailTrackingPage />,
  margins: () => <MarginsPage />,
  customerContracts: () => <ContractsPage key="customer" kind="customer" />,
  agentContracts: () => <ContractsPage key="agent" kind="agent" />,
  contractTemplates: () => (
    <ContractTemplatesAdminPage
      templateHref={(id) => hrefOf('contractTemplate', { id })}
      newHref={(kind) => `${hrefOf('contractTemplate')}?type=${kind}`}
    />
  ),
  contractTemplate: () => <ContractTemplate />,
  agencyDocuments: (route) => <DocumentsListPage key="general" kind="general" title={route.title} />,
  agentDocuments: (route) => <DocumentsListPage key="agents" kind="agents" title={route.title} />,
  customerDocuments: (route) => <DocumentsListPage key="customers" kind="customers" title={route.title} />,
  customerDocumentsPortal: (route) => <DocumentsListPage key="portal" kind="portal" title={route.title} />,
  stockReferences: (route) => <StockReferencesPage title={route.title} />,
  stockAssignments: (route) => <StockAssignmentsPage title={route.title} />,
  stockActions: (route) => <StockActionsPage title={route.title} />,
  customerStocks: (route) => <CustomerStocksPage title={route.title} />,
  activeOffers: (route) => <ActiveOffersPage title={route.title} />,
  agencyOffers: (route) => <AgencyOffersPage title={route.title} />,
  agencyOffersAnswers: (route) => <OfferAnswersPage title={route.title} />,
  paymentInvoices: () => <PaymentInvoicesPage />,
  paymentMethods: () => <PaymentMethodsPage agencySettingsHref={hrefOf('paramsAgency')} />,
  articleOrders: () => <ArticleOrdersPage />,
  paymentResult: () => (
    <CheckoutResultPage invoicesHref={hrefOf('paymentInvoices')} ordersHref={hrefOf('articleOrders')} />
  ),
  planOptions: () => <PlanOptionsPage invoicesHref={hrefOf('paymentInvoices')} shopHref={hrefOf('shop')} />,
  subscriptionDates: () => <SubscriptionDatesPage />,
  shop: () => <ShopPage ordersHref={hrefOf('articleOrders')} />,
  agencyInvoices: () => <AgencyInvoicesPage />,
  subscriptionV6: (route) => <SubscriptionAdmin version="v6" routeId={route.id} />,
  subscriptionV4: (route) => <SubscriptionAdmin version="v4" routeId={route.id} />,
} satisfies Record<string, PageRender>;

export type OnDemandPageKey = keyof typeof onDemandPages | PlatformPageKey;

const pagesByKey: Record<OnDemandPageKey, PageRender> = { ...platformPages, ...onDemandPages };

export function PageOnDemand({ route }: { route: AppRouteDef }) {
  const render = Object.hasOwn(pagesByKey, route.page) ? pagesByKey[route.page as OnDemandPageKey] : undefined;
  return render ? render(route) : <NotFoundPage />;
}
