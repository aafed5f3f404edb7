import type { Session } from '../api/session.ts';
import { isUsable } from './access.ts';
import { type MenuIcon, menuIcons } from './menu-icons.ts';
import { hrefOf, routeById } from './routes.ts';

export interface MenuEntry {
  id: string;
  href: string;
  label: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  id: string;
  label: string;
  entries: MenuEntry[];
}

/** Drawer menu as data: groups of route ids (spec 000 and 001, section 2). Roles and rights come from the routes. */
const menuSource: readonly { id: string; label: string; entries: readonly string[] }[] = [
  // Notes d'information are read by agents too: under Accueil rather than Supervision.
  { id: 'accueil', label: 'Accueil', entries: ['dashboard', 'adminDashboard', 'informationNotes'] },
  {
    id: 'terrain',
    label: 'Terrain',
    entries: [
      'fieldStart',
      'myPlanning',
      'intervention',
      'unplannedService',
      'nfc',
      'agentBadge',
      'directory',
      'requests',
      'contactAgency',
    ],
  },
  {
    id: 'planification',
    label: 'Planification',
    entries: [
      'adminPlanningSites',
      'adminPlanningAgents',
      'adminServices',
      'adminCircuits',
      'unavailabilities',
      'timeGaps',
      'staffPlanning',
      'hoursAgent',
    ],
  },
  {
    id: 'supervision',
    label: 'Supervision',
    entries: ['supervision', 'adminAlerts', 'adminEvents'],
  },
  { id: 'sites', label: 'Sites et rondes', entries: ['fieldSites', 'sitesHours', 'rounds', 'checkpoints'] },
  {
    id: 'collaborateurs',
    label: 'Collaborateurs',
    entries: ['agents', 'agentsHours', 'agentDocuments', 'agentContracts', 'salaryElements'],
  },
  {
    id: 'clients',
    label: 'Clients',
    entries: ['customers', 'customerRequests', 'customerDocuments', 'customerContracts'],
  },
  {
    id: 'facturation',
    label: 'Facturation',
    entries: ['estimates', 'invoices', 'recurringInvoices', 'purchaseOrders'],
  },
  {
    id: 'entreprise',
    label: 'Entreprise',
    entries: ['exports', 'emailTracking', 'margins', 'expirations', 'agencyDocuments'],
  },
  { id: 'stocks', label: 'Stocks', entries: ['stockReferences', 'stockAssignments', 'stockActions'] },
  { id: 'annonces', label: 'Annonces', entries: ['activeOffers', 'agencyOffers', 'agencyOffersAnswers'] },
  {
    id: 'params',
    label: 'Paramètres',
    entries: [
      'paramsAgency',
      'paramsField',
      'paramsCommercialDocs',
      'paramsEmail',
      'paramsEmailRemind',
      'paramsExport',
    ],
  },
  {
    id: 'offre',
    label: 'Mon offre',
    entries: ['paymentInvoices', 'paymentMethods', 'articleOrders', 'planOptions', 'subscriptionDates', 'shop'],
  },
  {
    id: 'client',
    label: 'Espace client',
    entries: [
      'customerDashboard',
      'customerPlanning',
      'customerServices',
      'customerSites',
      'customerMc',
      'customerRequestsPortal',
      'customerDocumentsPortal',
      'customerAgencyReports',
      'customerStocks',
      'customerInvoices',
    ],
  },
  {
    id: 'plateforme',
    label: 'Administration plateforme',
    entries: [
      'adminAgencies',
      'adminUsers',
      'supportAccounts',
      'agencyInvoices',
      'subscriptionV6',
      'subscriptionV4',
      'maintenanceAdmin',
      'usefulDocsAdmin',
      'sponsorAdmin',
      'adminImportAgency',
      'adminUiTutorials',
      'newsAnnouncements',
      'auditLog',
    ],
  },
  {
    id: 'catalogues',
    label: 'Catalogues',
    entries: ['paramSpecialties', 'serviceCatalog', 'discountList', 'contractTemplates', 'agencyReportTemplates'],
  },
  {
    id: 'liens',
    label: 'Liens utiles',
    entries: ['mobileApp', 'trainingPlan', 'sponsorship', 'websiteOffer', 'usefulDocs', 'about'],
  },
];

/** Every group and entry, before filtering (labels are the routes' French titles). */
export const menuGroups: readonly MenuGroup[] = menuSource.map((group) => ({
  id: group.id,
  label: group.label,
  entries: group.entries.map((id) => ({ id, href: hrefOf(id), label: routeById(id).title, icon: menuIcons[id] })),
}));

/** The menu the session may use: entries it can open now; empty groups dropped. */
export function visibleMenu(session: Session): MenuGroup[] {
  return menuGroups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => isUsable(routeById(entry.id), session) && !(entry.id === 'mobileApp' && isCordovaIos()),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Inside the iOS store app (a Cordova shell), where « Application mobile » makes no sense (spec 001 section 2). */
export function isCordovaIos(): boolean {
  const cordova = (globalThis as { cordova?: { platformId?: string } }).cordova;
  return cordova?.platformId === 'ios';
}

/**
 * The entry of the current page: the one whose link is the longest prefix of the path, where a link that is the root
 * of other entries (« Prise de service » at /terrain, with /terrain/nfc…) counts only for itself, not for every page
 * below it.
 */
export function currentEntryId(pathname: string, groups: readonly MenuGroup[]): string | null {
  const entries = groups.flatMap((group) => group.entries);
  const isRoot = (href: string) => entries.some((other) => other.href.startsWith(`${href}/`));
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    const matches = pathname === entry.href || (pathname.startsWith(`${entry.href}/`) && !isRoot(entry.href));
    if (matches && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best?.id ?? null;
}
