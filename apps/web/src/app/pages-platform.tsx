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
import type { AppRouteDef } from './route-def.ts';
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

/**
 * The platform administration, communication, useful links and agency params pages (issue 16), or null for a route
 * that is not one of them.
 */
export function platformPage(route: AppRouteDef): ReactNode | null {
  switch (route.page) {
    case 'agencyAdmin':
      return <AgencySheet />;
    case 'auditLog':
      return <AuditLogPage />;
    case 'supportAccounts':
      return <SupportAccountsPage />;
    case 'adminImportAgency':
      return <ImportAgencyPage sheetHref={sheetHref} />;
    case 'paramSpecialties':
      return <SpecialtiesPage />;
    case 'serviceCatalog':
      return <ServiceCatalogPage />;
    case 'discountList':
      return <DiscountsPage />;
    case 'agencyReportTemplates':
      return <ReportTemplatesPage />;
    case 'maintenanceAdmin':
      return <MaintenanceAdminPage />;
    case 'usefulDocsAdmin':
      return <UsefulDocsAdminPage />;
    case 'sponsorAdmin':
      return <SponsorAdminPage />;
    case 'newsAnnouncements':
      return <AnnouncementsAdminPage />;
    case 'adminUiTutorials':
      return <TutorialsAdminPage routes={[...tutorialRoutes, ...otherRoutes]} />;
    case 'mobileApp':
      return <MobileAppPage />;
    case 'trainingPlan':
      return <TrainingPlanPage />;
    case 'sponsorship':
      return <SponsorshipPage />;
    case 'websiteOffer':
      return <WebsiteOfferPage />;
    case 'about':
      return <AboutPage />;
    case 'usefulDocs':
      return <UsefulDocsPage />;
    case 'paramsAgency':
      return <AgencyIdentityPage title={route.title} />;
    case 'paramsEmail':
      return (
        <EmailSettingsPage
          title={route.title}
          hrefs={{ commercialDocs: hrefOf('paramsCommercialDocs'), remind: hrefOf('paramsEmailRemind') }}
        />
      );
    default:
      return null;
  }
}
