import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  AboutPage,
  AgencyIdentityPage,
  AgencySheetPage,
  AnnouncementsAdminPage,
  AuditLogPage,
  DiscountsPage,
  EmailSettingsPage,
  ImportAgencyPage,
  MaintenanceAdminPage,
  MobileAppPage,
  ReportTemplatesPage,
  ServiceCatalogPage,
  SpecialtiesPage,
  SponsorAdminPage,
  SponsorshipPage,
  SupportAccountsPage,
  TrainingPlanPage,
  TutorialsAdminPage,
  UsefulDocsAdminPage,
  UsefulDocsPage,
  WebsiteOfferPage,
} from './lazy-pages.tsx';
import { menuGroups } from './menu.ts';
import { appRoutes, hrefOf } from './routes.ts';

const sheetHref = (id: string) => hrefOf('agencyAdmin', { id });

function AgencySheet() {
  const { id } = useParams();
  return (
    <AgencySheetPage
      key={id ?? 'nouvelle'}
      id={id ?? null}
      hrefs={{ list: hrefOf('adminAgencies'), dashboard: hrefOf('dashboard'), sheet: sheetHref }}
    />
  );
}

/** The pages a tutorial can be about: every page of the menu, with its group. */
const tutorialRoutes = menuGroups.flatMap((group) =>
  group.entries.map((entry) => ({ id: entry.id, title: entry.label, group: group.label })),
);
// Pages outside the menu (a detail, a sheet) come after, under « Autres pages ».
const otherRoutes = appRoutes
  .filter((route) => !tutorialRoutes.some((r) => r.id === route.id))
  .map((route) => ({ id: route.id, title: route.title, group: 'Autres pages' }));

/** A page of the app, drawn for the route that shows it (its id and title: one page serves several routes). */
export type PageRender = (route: { id: string; title: string }) => ReactNode;

/** The platform administration, communication, useful links and agency params pages (issue 16). */
export const platformPages = {
  agencyAdmin: () => <AgencySheet />,
  auditLog: () => <AuditLogPage />,
  supportAccounts: () => <SupportAccountsPage />,
  adminImportAgency: () => <ImportAgencyPage sheetHref={sheetHref} />,
  paramSpecialties: () => <SpecialtiesPage />,
  serviceCatalog: () => <ServiceCatalogPage />,
  discountList: () => <DiscountsPage />,
  agencyReportTemplates: () => <ReportTemplatesPage />,
  maintenanceAdmin: () => <MaintenanceAdminPage />,
  usefulDocsAdmin: () => <UsefulDocsAdminPage />,
  sponsorAdmin: () => <SponsorAdminPage />,
  newsAnnouncements: () => <AnnouncementsAdminPage />,
  adminUiTutorials: () => <TutorialsAdminPage routes={[...tutorialRoutes, ...otherRoutes]} />,
  mobileApp: () => <MobileAppPage />,
  trainingPlan: () => <TrainingPlanPage />,
  sponsorship: () => <SponsorshipPage />,
  websiteOffer: () => <WebsiteOfferPage />,
  about: () => <AboutPage />,
  usefulDocs: () => <UsefulDocsPage />,
  paramsAgency: (route) => <AgencyIdentityPage title={route.title} />,
  paramsEmail: (route) => (
    <EmailSettingsPage
      title={route.title}
      hrefs={{ commercialDocs: hrefOf('paramsCommercialDocs'), remind: hrefOf('paramsEmailRemind') }}
    />
  ),
} satisfies Record<string, PageRender>;

export type PlatformPageKey = keyof typeof platformPages;
