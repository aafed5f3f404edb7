import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FolderIcon from '@mui/icons-material/Folder';
import ForumIcon from '@mui/icons-material/Forum';
import InventoryIcon from '@mui/icons-material/Inventory';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ComponentProps } from 'react';
import type { CustomerDashboardPage } from '../../features/customer-portal/public.ts';
import { useAllowedRoutes } from '../allowed-routes.ts';
import { CUSTOMER } from '../route-def.ts';
import { hrefOf } from '../routes.ts';
import { documentsPage } from './back-office.tsx';
import { entry, lazyPage, type PageComponent, type RegistryEntry } from './entry.ts';
import { CustomerPlanningPage, SiteDetail } from './field.tsx';

const customerPortal = () => import('../../features/customer-portal/public.ts');

const portalLinkIds = {
  services: 'customerServices',
  sites: 'customerSites',
  events: 'customerMc',
  requests: 'customerRequestsPortal',
  invoices: 'customerInvoices',
  reports: 'customerAgencyReports',
} as const;

/** The customer's home: each tile links to its page when the customer may open it. */
function CustomerDashboard({ Page }: { Page: PageComponent<ComponentProps<typeof CustomerDashboardPage>> }) {
  const allowed = new Set(useAllowedRoutes(Object.values(portalLinkIds)).map((r) => r.id));
  const links = Object.fromEntries(
    Object.entries(portalLinkIds).map(([tile, id]) => [tile, allowed.has(id) ? hrefOf(id) : null]),
  ) as Record<keyof typeof portalLinkIds, string | null>;
  return <Page links={links} />;
}

/** Spec 001 section 2: the customer portal. */
export const customerPages: readonly RegistryEntry[] = [
  entry({
    id: 'customerDashboard',
    path: 'customerDashboard',
    title: 'Tableau de bord',
    roles: CUSTOMER,
    page: lazyPage(customerPortal, 'CustomerDashboardPage'),
    render: (Page) => <CustomerDashboard Page={Page} />,
    menu: { group: 'client', order: 10, icon: DashboardIcon },
  }),
  entry({
    id: 'customerPlanning',
    path: 'customerPlanning',
    title: 'Planning',
    roles: CUSTOMER,
    page: CustomerPlanningPage,
    menu: { group: 'client', order: 20, icon: EventNoteIcon },
  }),
  entry({
    id: 'customerServices',
    path: 'customerServices',
    title: 'Services',
    roles: CUSTOMER,
    page: lazyPage(customerPortal, 'CustomerServicesPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'client', order: 30, icon: AssignmentIcon },
  }),
  entry({
    id: 'customerStocks',
    path: 'customerStocks',
    title: 'Stocks',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/stock/customer-stocks-page.tsx'), 'CustomerStocksPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'client', order: 90, icon: InventoryIcon },
  }),
  entry({
    id: 'customerMc',
    path: 'customerMc',
    title: 'Main courante',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/events/public.ts'), 'EventsPage'),
    render: (Page, route) => <Page title={route.title} live={false} />,
    menu: { group: 'client', order: 50, icon: MenuBookIcon },
  }),
  entry({
    id: 'customerRequestsPortal',
    path: 'customerRequests',
    title: 'Demandes',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/customers/customer-requests-page.tsx'), 'CustomerRequestsPage'),
    render: (Page) => <Page portal />,
    menu: { group: 'client', order: 60, icon: ForumIcon },
  }),
  entry({
    id: 'customerDocumentsPortal',
    path: 'documents',
    title: 'Documents',
    roles: CUSTOMER,
    page: lazyPage(documentsPage, 'DocumentsPage'),
    render: (Page, route) => <Page key="portal" kind="portal" title={route.title} />,
    menu: { group: 'client', order: 70, icon: FolderIcon },
  }),
  entry({
    id: 'customerAgencyReports',
    path: 'customerAgencyReports',
    title: 'Bons d’intervention',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/agency-reports/public.ts'), 'CustomerAgencyReportsPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'client', order: 80, icon: ArticleIcon },
  }),
  entry({
    id: 'customerSites',
    path: 'customerSites',
    title: 'Sites',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/sites/sites-page.tsx'), 'SitesPage'),
    render: (Page) => <Page siteHref={(id) => hrefOf('customerSite', { id })} />,
    menu: { group: 'client', order: 40, icon: PlaceIcon },
  }),
  entry({
    id: 'customerSite',
    path: 'customerSites/:id',
    title: 'Site',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/sites/site-detail-page.tsx'), 'SiteDetailPage'),
    render: (Page) => <SiteDetail Page={Page} list="customerSites" />,
  }),
  entry({
    id: 'customerInvoices',
    path: 'customerInvoices',
    title: 'Factures',
    roles: CUSTOMER,
    page: lazyPage(() => import('../../features/billing/public.ts'), 'CustomerInvoicesPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'client', order: 100, icon: ReceiptIcon },
  }),
];
