import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import DiscountIcon from '@mui/icons-material/Discount';
import FolderIcon from '@mui/icons-material/Folder';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import InsightsIcon from '@mui/icons-material/Insights';
import LanguageIcon from '@mui/icons-material/Language';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ComponentProps } from 'react';
import { useLocation, useParams } from 'react-router';
import type { AgencySheetPage } from '../../features/admin/agencies/agency-sheet-page.tsx';
import type { AdminDashboardPage } from '../../features/admin-dashboard/admin-dashboard-page.tsx';
import type { ContractTemplateAdminPage } from '../../features/contracts/public.ts';
import type { SubscriptionAdminPage } from '../../features/subscriptions/admin/subscription-admin-page.tsx';
import { useAllowedRoutes } from '../allowed-routes.ts';
import { ADMIN, AGENCY_USERS, PLATFORM } from '../route-def.ts';
import { appRoutes, hrefOf } from '../routes.ts';
import { entry, lazyPage, type PageComponent, type RegistryEntry } from './entry.ts';
import type { MenuGroup } from './menu-groups.ts';

// Modules holding several pages, or one page drawn for several routes: one loader each (entry.ts, lazyPage).
const contracts = () => import('../../features/contracts/public.ts');
const subscriptionAdmin = () => import('../../features/subscriptions/admin/subscription-admin-page.tsx');

const sheetHref = (id: string) => hrefOf('agencyAdmin', { id });

/** The platform's tools: the entries of the menu's platform and catalogues groups the user may open. */
function AdminDashboard({
  Page,
  menu,
}: {
  Page: PageComponent<ComponentProps<typeof AdminDashboardPage>>;
  menu: readonly MenuGroup[];
}) {
  const entries = menu.filter((g) => g.id === 'plateforme' || g.id === 'catalogues').flatMap((g) => g.entries);
  const allowed = new Set(useAllowedRoutes(entries.map((e) => e.id)).map((r) => r.id));
  return <Page tools={entries.filter((e) => allowed.has(e.id))} />;
}

function AgencySheet({ Page }: { Page: PageComponent<ComponentProps<typeof AgencySheetPage>> }) {
  const { id } = useParams();
  return (
    <Page
      key={id ?? 'nouvelle'}
      id={id ?? null}
      hrefs={{ list: hrefOf('adminAgencies'), dashboard: hrefOf('dashboard'), sheet: sheetHref }}
    />
  );
}

/** contractTemplate/:id? (platform): a new template of the kind in the query, or the one of the id. */
function ContractTemplate({ Page }: { Page: PageComponent<ComponentProps<typeof ContractTemplateAdminPage>> }) {
  const { id } = useParams();
  const kind = new URLSearchParams(useLocation().search).get('type') === 'agent' ? 'agent' : 'customer';
  return <Page key={id ?? kind} id={id ?? null} kind={kind} listHref={hrefOf('contractTemplates')} />;
}

/** subscription-v6/:section? and subscription-v4/:section?: the section in the path. */
function SubscriptionAdmin({
  Page,
  version,
  routeId,
}: {
  Page: PageComponent<ComponentProps<typeof SubscriptionAdminPage>>;
  version: 'v6' | 'v4';
  routeId: string;
}) {
  const { section } = useParams();
  return <Page version={version} section={section} sectionHref={(next) => hrefOf(routeId, { section: next })} />;
}

/**
 * The pages a tutorial can be about: every page of the menu, with its group; the pages outside the menu (a detail,
 * a sheet) after them, under « Autres pages ».
 */
function tutorialRoutes(menu: readonly MenuGroup[]) {
  const inMenu = menu.flatMap((group) =>
    group.entries.map((entry) => ({ id: entry.id, title: entry.label, group: group.label })),
  );
  const others = appRoutes
    .filter((route) => !inMenu.some((r) => r.id === route.id))
    .map((route) => ({ id: route.id, title: route.title, group: 'Autres pages' }));
  return [...inMenu, ...others];
}

/** Spec 001 section 2: the platform's administration (admins and support), then the useful links. */
export const platformPages: readonly RegistryEntry[] = [
  entry({
    id: 'adminDashboard',
    path: 'platform/admin/dashboard',
    title: 'Tableau de bord plateforme',
    scope: 'platform',
    roles: PLATFORM,
    page: lazyPage(() => import('../../features/admin-dashboard/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
    render: (Page, _route, { menu }) => <AdminDashboard Page={Page} menu={menu} />,
    menu: { group: 'accueil', order: 20, icon: InsightsIcon },
  }),
  entry({
    id: 'adminAgencies',
    path: 'adminAgencies',
    title: 'Agences',
    scope: 'platform',
    roles: PLATFORM,
    page: lazyPage(() => import('../../features/admin/agencies/admin-agencies-page.tsx'), 'AdminAgenciesPage'),
    render: (Page) => (
      <Page dashboardHref={hrefOf('dashboard')} newHref={hrefOf('agencyAdmin')} sheetHref={sheetHref} />
    ),
    menu: { group: 'plateforme', order: 10, icon: ApartmentIcon },
  }),
  entry({
    id: 'agencyAdmin',
    path: 'agencyAdmin/:id?',
    title: 'Fiche agence',
    scope: 'platform',
    roles: PLATFORM,
    page: lazyPage(() => import('../../features/admin/agencies/agency-sheet-page.tsx'), 'AgencySheetPage'),
    render: (Page) => <AgencySheet Page={Page} />,
  }),
  entry({
    id: 'paramSpecialties',
    path: 'paramSpecialties',
    title: 'Spécialités',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/platform-catalog/specialties-page.tsx'), 'SpecialtiesPage'),
    menu: { group: 'catalogues', order: 10, icon: CategoryIcon },
  }),
  entry({
    id: 'serviceCatalog',
    path: 'serviceCatalog',
    title: 'Catalogue d’articles',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/platform-catalog/service-catalog-page.tsx'), 'ServiceCatalogPage'),
    menu: { group: 'catalogues', order: 20, icon: MenuBookIcon },
  }),
  entry({
    id: 'discountList',
    path: 'discountList',
    title: 'Remises',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/platform-catalog/discounts-page.tsx'), 'DiscountsPage'),
    menu: { group: 'catalogues', order: 30, icon: DiscountIcon },
  }),
  entry({
    id: 'contractTemplates',
    path: 'contractTemplates',
    title: 'Modèles de contrat',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(contracts, 'ContractTemplatesAdminPage'),
    render: (Page) => (
      <Page
        templateHref={(id) => hrefOf('contractTemplate', { id })}
        newHref={(kind) => `${hrefOf('contractTemplate')}?type=${kind}`}
      />
    ),
    menu: { group: 'catalogues', order: 40, icon: HistoryEduIcon },
  }),
  entry({
    id: 'agencyReportTemplates',
    path: 'agencyReportTemplates',
    title: 'Modèles de bons d’intervention',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/platform-catalog/report-templates-page.tsx'), 'ReportTemplatesPage'),
    menu: { group: 'catalogues', order: 50, icon: ArticleIcon },
  }),
  entry({
    id: 'contractTemplate',
    path: 'contractTemplate/:id?',
    title: 'Modèle de contrat',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(contracts, 'ContractTemplateAdminPage'),
    render: (Page) => <ContractTemplate Page={Page} />,
  }),
  entry({
    id: 'agencyInvoices',
    path: 'agencyInvoices',
    title: 'Factures des agences',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/agency-invoices/agency-invoices-page.tsx'), 'AgencyInvoicesPage'),
    menu: { group: 'plateforme', order: 40, icon: ReceiptLongIcon },
  }),
  // Support too: they list accounts to act as one of them (the server lets them, and only them besides admins).
  entry({
    id: 'adminUsers',
    path: 'adminUsers',
    title: 'Utilisateurs',
    scope: 'platform',
    roles: PLATFORM,
    page: lazyPage(() => import('../../features/admin/users/admin-users-page.tsx'), 'AdminUsersPage'),
    menu: { group: 'plateforme', order: 20, icon: ManageAccountsIcon },
  }),
  entry({
    id: 'subscriptionV6',
    path: 'subscription-v6/:section?',
    title: 'Abonnements et boutique',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(subscriptionAdmin, 'SubscriptionAdminPage'),
    render: (Page, route) => <SubscriptionAdmin Page={Page} version="v6" routeId={route.id} />,
    menu: { group: 'plateforme', order: 50, icon: WorkspacePremiumIcon },
  }),
  entry({
    id: 'subscriptionV4',
    path: 'subscription-v4/:section?',
    title: 'Abonnements (v4)',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(subscriptionAdmin, 'SubscriptionAdminPage'),
    render: (Page, route) => <SubscriptionAdmin Page={Page} version="v4" routeId={route.id} />,
    menu: { group: 'plateforme', order: 60, icon: HistoryIcon },
  }),
  entry({
    id: 'usefulDocsAdmin',
    path: 'adminCommunication/useful-docs',
    title: 'Gestion des documents utiles',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/communication/useful-docs-admin-page.tsx'), 'UsefulDocsAdminPage'),
    menu: { group: 'plateforme', order: 80, icon: FolderIcon },
  }),
  entry({
    id: 'maintenanceAdmin',
    path: 'adminCommunication/maintenance',
    title: 'Message de maintenance',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/communication/maintenance-admin-page.tsx'), 'MaintenanceAdminPage'),
    menu: { group: 'plateforme', order: 70, icon: ConstructionIcon },
  }),
  entry({
    id: 'sponsorAdmin',
    path: 'adminConfigurations/sponsor',
    title: 'Configuration du parrainage',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/communication/sponsor-admin-page.tsx'), 'SponsorAdminPage'),
    menu: { group: 'plateforme', order: 90, icon: HandshakeIcon },
  }),
  entry({
    id: 'adminImportAgency',
    path: 'adminImportAgency',
    title: 'Import d’agence',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/agency-import/import-agency-page.tsx'), 'ImportAgencyPage'),
    render: (Page) => <Page sheetHref={sheetHref} />,
    menu: { group: 'plateforme', order: 100, icon: UploadFileIcon },
  }),
  entry({
    id: 'supportAccounts',
    path: 'supportAccounts',
    title: 'Comptes support',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/admin/users/support-accounts-page.tsx'), 'SupportAccountsPage'),
    menu: { group: 'plateforme', order: 30, icon: SupportAgentIcon },
  }),
  entry({
    id: 'adminUiTutorials',
    path: 'adminUiTutorials',
    title: 'Tutoriels',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/communication/tutorials-admin-page.tsx'), 'TutorialsAdminPage'),
    render: (Page, _route, { menu }) => <Page routes={tutorialRoutes(menu)} />,
    menu: { group: 'plateforme', order: 110, icon: SchoolIcon },
  }),
  entry({
    id: 'auditLog',
    path: 'adminAuditLog',
    title: 'Journal d’audit',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/admin/agencies/audit-log-page.tsx'), 'AuditLogPage'),
    menu: { group: 'plateforme', order: 130, icon: HistoryEduIcon },
  }),
  entry({
    id: 'newsAnnouncements',
    path: 'newsAnnouncements',
    title: 'Annonces de nouveautés',
    scope: 'platform',
    roles: ADMIN,
    page: lazyPage(() => import('../../features/communication/announcements-admin-page.tsx'), 'AnnouncementsAdminPage'),
    menu: { group: 'plateforme', order: 120, icon: NewReleasesIcon },
  }),
  // Useful links (liensUtiles): any signed-in agency user.
  entry({
    id: 'mobileApp',
    path: 'liensUtiles/application',
    title: 'Application mobile',
    scope: 'user',
    roles: AGENCY_USERS,
    page: lazyPage(() => import('../../features/useful-links/mobile-app-page.tsx'), 'MobileAppPage'),
    menu: { group: 'liens', order: 10, icon: PhoneIphoneIcon },
  }),
  entry({
    id: 'trainingPlan',
    path: 'liensUtiles/formation',
    title: 'Plan de formation',
    scope: 'user',
    roles: AGENCY_USERS,
    page: lazyPage(() => import('../../features/useful-links/training-plan-page.tsx'), 'TrainingPlanPage'),
    menu: { group: 'liens', order: 20, icon: SchoolIcon },
  }),
  entry({
    id: 'sponsorship',
    path: 'liensUtiles/parrainage',
    title: 'Parrainage',
    scope: 'user',
    roles: AGENCY_USERS,
    page: lazyPage(() => import('../../features/useful-links/sponsorship-page.tsx'), 'SponsorshipPage'),
    menu: { group: 'liens', order: 30, icon: HandshakeIcon },
  }),
  entry({
    id: 'websiteOffer',
    path: 'liensUtiles/site-internet',
    title: 'Offre site internet',
    scope: 'user',
    roles: AGENCY_USERS,
    page: lazyPage(() => import('../../features/useful-links/website-offer-page.tsx'), 'WebsiteOfferPage'),
    menu: { group: 'liens', order: 40, icon: LanguageIcon },
  }),
  entry({
    id: 'about',
    path: 'liensUtiles/a-propos',
    title: 'À propos',
    scope: 'user',
    roles: AGENCY_USERS,
    page: lazyPage(() => import('../../features/useful-links/about-page.tsx'), 'AboutPage'),
    menu: { group: 'liens', order: 60, icon: HelpOutlinedIcon },
  }),
  entry({
    id: 'usefulDocs',
    path: 'liensUtiles/documents-utiles',
    title: 'Documents utiles',
    scope: 'user',
    roles: AGENCY_USERS,
    page: lazyPage(() => import('../../features/useful-links/useful-docs-page.tsx'), 'UsefulDocsPage'),
    menu: { group: 'liens', order: 50, icon: FolderIcon },
  }),
];
