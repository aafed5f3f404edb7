import AutorenewIcon from '@mui/icons-material/Autorenew';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailIcon from '@mui/icons-material/Email';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PaymentsIcon from '@mui/icons-material/Payments';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReplyIcon from '@mui/icons-material/Reply';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import ViewHeadlineIcon from '@mui/icons-material/ViewHeadline';
import { isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { documentReadRights } from '@securite/domain/billing/document-rights';
import { type ComponentProps, useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import type { ExpirationsPage } from '../../features/agents/expirations/expirations-page.tsx';
import type { CustomerRequestsPage } from '../../features/customers/customer-requests-page.tsx';
import { stockExpirationScreen } from '../../features/stock/stock-expiration-screen.ts';
import { lazyWithWidgets } from '../../ui/lazy-with-widgets.tsx';
import { FIELD_AND_STAFF, STAFF } from '../route-def.ts';
import { hrefOf } from '../routes.ts';
import { entry, lazyPage, type PageComponent, type RegistryEntry } from './entry.ts';
import { agentShopHref } from './field.tsx';

const documents: Right[] = ['documents.create', 'documents.edit'];
const contractRights: Right[] = ['contracts.create', 'contracts.edit'];
const offers: Right[] = ['offers.view', 'offers.create', 'offers.edit'];
const settings: Right[] = ['agencySettings.edit'];
/** E-invoicing's settings are the billing's (modules/einvoicing/routes.ts). */
const einvoicing: Right[] = ['billing.view', 'invoices.edit'];
const stock: Right[] = [
  'stockReferences.create',
  'stockReferences.edit',
  'stockAssignments.create',
  'stockAssignments.edit',
];

// Modules holding several pages, or one page drawn for several routes: one loader each (entry.ts, lazyPage).
const billing = () => import('../../features/billing/public.ts');
const recurringBilling = () => import('../../features/recurring-billing/public.ts');
const contracts = () => import('../../features/contracts/public.ts');
/** Documents de l’agence, collaborateurs, clients, and the customer portal's (customer.tsx). */
export const documentsPage = () => import('../../features/documents/documents-page.tsx');

// Sections of other features inside a page (Échéances, Paramètres terrain), loaded with it.
const CustomerContractExpirations = lazyWithWidgets(() => contracts().then((m) => m.CustomerContractExpirations));
const StockExpirations = lazyWithWidgets(() =>
  import('../../features/stock/stock-expirations.tsx').then((m) => m.StockExpirations),
);
const PlanningSettingsSection = lazyWithWidgets(() =>
  import('../../features/planning/settings/planning-settings-section.tsx').then((m) => m.PlanningSettingsSection),
);
const StockSettingsSection = lazyWithWidgets(() =>
  import('../../features/stock/stock-settings-section.tsx').then((m) => m.StockSettingsSection),
);

/** Demandes clients: a request's id in the path opens it. */
function CustomerRequests({ Page }: { Page: PageComponent<ComponentProps<typeof CustomerRequestsPage>> }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const backToList = useCallback(() => navigate(hrefOf('customerRequests')), [navigate]);
  return <Page portal={false} openId={id ?? null} onDetailClosed={backToList} />;
}

const expirationScreens = {
  regulatory: hrefOf('expirations', { screen: 'collaborateurs' }),
  contracts: hrefOf('expirations', { screen: 'contrats-collaborateurs' }),
};

/**
 * Échéances, with the sub-screens of other features (spec 001 section 2): the customer contracts for those who may
 * see contracts; the agents' equipment in simplified-stock mode, the stock references to return otherwise, for those
 * who keep the stock or the agents.
 */
function Expirations({ Page }: { Page: PageComponent<ComponentProps<typeof ExpirationsPage>> }) {
  const { actor, company } = useSession();
  const simplified = company?.agency.stockSimplified === true;
  const stockReaders: Right[] = simplified ? ['agents.create', 'agents.edit'] : stock;
  const extra = [
    ...(isGranted(actor, contractRights)
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
  return <Page screens={expirationScreens} shopHref={agentShopHref()} extraScreens={extra} />;
}

/** Spec 001 section 2: the agency's back office. */
export const backOfficePages: readonly RegistryEntry[] = [
  entry({
    id: 'customers',
    path: 'clients/customers',
    title: 'Clients',
    roles: STAFF,
    rights: ['customers.create', 'customers.edit', 'billing.view'],
    page: lazyPage(() => import('../../features/customers/customers-page.tsx'), 'CustomersPage'),
    menu: { group: 'clients', order: 10, icon: BusinessIcon },
  }),
  entry({
    id: 'customerRequests',
    path: 'demandes-clients/:id?',
    title: 'Demandes clients',
    roles: STAFF,
    rights: ['customerRequests.create', 'customerRequests.edit'],
    page: lazyPage(() => import('../../features/customers/customer-requests-page.tsx'), 'CustomerRequestsPage'),
    render: (Page) => <CustomerRequests Page={Page} />,
    menu: { group: 'clients', order: 20, icon: QuestionAnswerIcon },
  }),
  entry({
    id: 'customerDocuments',
    path: 'customer_documents',
    title: 'Documents clients',
    roles: STAFF,
    rights: documents,
    page: lazyPage(documentsPage, 'DocumentsPage'),
    render: (Page, route) => <Page key="customers" kind="customers" title={route.title} />,
    menu: { group: 'clients', order: 30, icon: FolderSharedIcon },
  }),
  entry({
    id: 'customerContracts',
    path: 'customer',
    title: 'Contrats clients',
    roles: STAFF,
    rights: contractRights,
    page: lazyPage(contracts, 'ContractsPage'),
    render: (Page) => <Page key="customer" kind="customer" />,
    menu: { group: 'clients', order: 40, icon: HistoryEduIcon },
  }),
  entry({
    id: 'estimates',
    path: 'devis',
    title: 'Devis',
    roles: STAFF,
    rights: documentReadRights('estimates'),
    page: lazyPage(billing, 'DocumentsPage'),
    render: (Page, route) => <Page familyKey="estimates" title={route.title} />,
    menu: { group: 'facturation', order: 10, icon: RequestQuoteIcon },
  }),
  entry({
    id: 'invoices',
    path: 'factures',
    title: 'Factures et avoirs',
    roles: STAFF,
    rights: documentReadRights('invoices'),
    page: lazyPage(billing, 'DocumentsPage'),
    render: (Page, route) => <Page familyKey="invoices" title={route.title} />,
    menu: { group: 'facturation', order: 20, icon: ReceiptIcon },
  }),
  entry({
    id: 'recurringInvoices',
    path: 'abonnements',
    title: 'Factures récurrentes',
    roles: STAFF,
    rights: documentReadRights('invoices'),
    page: lazyPage(recurringBilling, 'RecurrencesPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'facturation', order: 30, icon: AutorenewIcon },
  }),
  entry({
    id: 'purchaseOrders',
    path: 'agentPurchaseOrder',
    title: 'Bons de commande',
    roles: STAFF,
    rights: documentReadRights('purchaseOrders'),
    page: lazyPage(billing, 'DocumentsPage'),
    render: (Page, route) => <Page familyKey="purchaseOrders" title={route.title} />,
    menu: { group: 'facturation', order: 40, icon: ShoppingCartIcon },
  }),
  // Every agent and office member reads the documents shared with them (the server keeps each to their readers).
  entry({
    id: 'agentDocuments',
    path: 'agent_documents',
    title: 'Documents collaborateurs',
    roles: ['agent', ...STAFF],
    page: lazyPage(documentsPage, 'DocumentsPage'),
    render: (Page, route) => <Page key="agents" kind="agents" title={route.title} />,
    menu: { group: 'collaborateurs', order: 30, icon: DescriptionIcon },
  }),
  entry({
    id: 'agentContracts',
    path: 'agent_contracts',
    title: 'Contrats collaborateurs',
    roles: STAFF,
    rights: contractRights,
    page: lazyPage(contracts, 'ContractsPage'),
    render: (Page) => <Page key="agent" kind="agent" />,
    menu: { group: 'collaborateurs', order: 40, icon: HistoryEduIcon },
  }),
  entry({
    id: 'salaryElements',
    path: 'salary-elements',
    title: 'Éléments de salaire',
    roles: STAFF,
    rights: ['salaryElements.create', 'salaryElements.edit'],
    page: lazyPage(
      () => import('../../features/payroll/salary-elements/salary-elements-page.tsx'),
      'SalaryElementsPage',
    ),
    menu: { group: 'collaborateurs', order: 50, icon: PaymentsIcon },
  }),
  entry({
    id: 'exports',
    path: 'export',
    title: 'Exports',
    roles: STAFF,
    rights: ['exports.view'],
    page: lazyPage(() => import('../../features/payroll/exports/exports-page.tsx'), 'ExportsPage'),
    menu: { group: 'entreprise', order: 10, icon: FileDownloadIcon },
  }),
  entry({
    id: 'emailTracking',
    path: 'email-tracking',
    title: 'Suivi des e-mails',
    roles: STAFF,
    rights: ['emailTracking.view'],
    page: lazyPage(() => import('../../features/email-tracking/email-tracking-page.tsx'), 'EmailTrackingPage'),
    menu: { group: 'entreprise', order: 20, icon: MarkEmailReadIcon },
  }),
  entry({
    id: 'margins',
    path: 'marges',
    title: 'Marges',
    roles: STAFF,
    rights: ['billing.view'],
    page: lazyPage(() => import('../../features/margins/margins-page.tsx'), 'MarginsPage'),
    menu: { group: 'entreprise', order: 30, icon: TrendingUpIcon },
  }),
  // Sub-screens (spec 000/001 section 2): collaborateurs (regulatory agent), contrats-collaborateurs, contrats-clients.
  entry({
    id: 'expirations',
    path: 'listAgencyExpirations/:screen?',
    title: 'Échéances',
    roles: STAFF,
    rights: ['agents.create', 'agents.edit', ...contractRights],
    page: lazyPage(() => import('../../features/agents/expirations/expirations-page.tsx'), 'ExpirationsPage'),
    render: (Page) => <Expirations Page={Page} />,
    menu: { group: 'entreprise', order: 40, icon: HourglassBottomIcon },
  }),
  entry({
    id: 'agencyDocuments',
    path: 'agency_documents',
    title: 'Documents de l’agence',
    roles: STAFF,
    rights: documents,
    page: lazyPage(documentsPage, 'DocumentsPage'),
    render: (Page, route) => <Page key="general" kind="general" title={route.title} />,
    menu: { group: 'entreprise', order: 50, icon: FolderIcon },
  }),
  entry({
    id: 'stockReferences',
    path: 'stocksReferences',
    title: 'Catalogue de stock',
    roles: STAFF,
    rights: stock,
    unlessStockSimplified: true,
    page: lazyPage(() => import('../../features/stock/stock-references-page.tsx'), 'StockReferencesPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'stocks', order: 10, icon: InventoryIcon },
  }),
  entry({
    id: 'stockAssignments',
    path: 'stocksAssignments',
    title: 'Équipements attribués',
    roles: STAFF,
    rights: stock,
    unlessStockSimplified: true,
    page: lazyPage(() => import('../../features/stock/stock-assignments-page.tsx'), 'StockAssignmentsPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'stocks', order: 20, icon: Inventory2Icon },
  }),
  entry({
    id: 'stockActions',
    path: 'stocksActions',
    title: 'Mouvements de stock',
    roles: STAFF,
    rights: stock,
    unlessStockSimplified: true,
    page: lazyPage(() => import('../../features/stock/stock-actions-page.tsx'), 'StockActionsPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'stocks', order: 30, icon: SwapHorizIcon },
  }),
  // Agents holding the offers rights answer from their phone (spec 001 section 2: role agency, right to see offers).
  entry({
    id: 'activeOffers',
    path: 'active-offers',
    title: 'Annonces actives',
    roles: FIELD_AND_STAFF,
    rights: offers,
    page: lazyPage(() => import('../../features/offers/active-offers-page.tsx'), 'ActiveOffersPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'annonces', order: 10, icon: CampaignIcon },
  }),
  entry({
    id: 'agencyOffers',
    path: 'agency-offers',
    title: 'Mes annonces',
    roles: STAFF,
    rights: offers,
    page: lazyPage(() => import('../../features/offers/agency-offers-page.tsx'), 'AgencyOffersPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'annonces', order: 20, icon: StorefrontIcon },
  }),
  entry({
    id: 'agencyOffersAnswers',
    path: 'agency-offers-answers',
    title: 'Mes réponses',
    roles: FIELD_AND_STAFF,
    rights: offers,
    page: lazyPage(() => import('../../features/offers/offer-answers-page.tsx'), 'OfferAnswersPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'annonces', order: 30, icon: ReplyIcon },
  }),
  entry({
    id: 'paramsAgency',
    path: 'params/agency',
    title: 'Agence',
    roles: STAFF,
    rights: settings,
    page: lazyPage(() => import('../../features/agency-settings/agency-identity-page.tsx'), 'AgencyIdentityPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'params', order: 10, icon: SettingsIcon },
  }),
  entry({
    id: 'paramsField',
    path: 'params/field',
    title: 'Terrain',
    roles: STAFF,
    rights: settings,
    page: lazyPage(() => import('../../features/agency-settings/field-settings-page.tsx'), 'FieldSettingsPage'),
    render: (Page) => <Page planning={<PlanningSettingsSection />} stock={<StockSettingsSection />} />,
    menu: { group: 'params', order: 20, icon: TuneIcon },
  }),
  entry({
    id: 'paramsCommercialDocs',
    path: 'params/commercial-docs',
    title: 'Documents commerciaux',
    roles: STAFF,
    rights: settings,
    page: lazyPage(billing, 'CommercialDocsSettingsPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'params', order: 30, icon: DescriptionIcon },
  }),
  entry({
    id: 'paramsEinvoicing',
    path: 'params/einvoicing',
    title: 'Facturation électronique',
    roles: STAFF,
    rights: einvoicing,
    page: lazyPage(() => import('../../features/einvoicing/einvoicing-settings-page.tsx'), 'EinvoicingSettingsPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'params', order: 35, icon: CloudSyncIcon },
  }),
  entry({
    id: 'paramsEmail',
    path: 'params/email',
    title: 'E-mails',
    roles: STAFF,
    rights: settings,
    page: lazyPage(() => import('../../features/agency-settings/email-settings-page.tsx'), 'EmailSettingsPage'),
    render: (Page, route) => (
      <Page
        title={route.title}
        hrefs={{ commercialDocs: hrefOf('paramsCommercialDocs'), remind: hrefOf('paramsEmailRemind') }}
      />
    ),
    menu: { group: 'params', order: 40, icon: EmailIcon },
  }),
  entry({
    id: 'paramsEmailRemind',
    path: 'params/emailRemind',
    title: 'E-mails de relance',
    roles: STAFF,
    rights: settings,
    page: lazyPage(recurringBilling, 'EmailRemindPage'),
    render: (Page, route) => <Page title={route.title} />,
    menu: { group: 'params', order: 50, icon: ScheduleSendIcon },
  }),
  entry({
    id: 'paramsExport',
    path: 'params/export',
    title: 'En-têtes et pieds de page',
    roles: STAFF,
    rights: settings,
    page: lazyPage(() => import('../../features/payroll/exports/export-settings-page.tsx'), 'ExportSettingsPage'),
    menu: { group: 'params', order: 60, icon: ViewHeadlineIcon },
  }),
];
