import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BoltIcon from '@mui/icons-material/Bolt';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DescriptionIcon from '@mui/icons-material/Description';
import DiscountIcon from '@mui/icons-material/Discount';
import EmailIcon from '@mui/icons-material/Email';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LanguageIcon from '@mui/icons-material/Language';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LoopIcon from '@mui/icons-material/Loop';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorIcon from '@mui/icons-material/Monitor';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NfcIcon from '@mui/icons-material/Nfc';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PlaceIcon from '@mui/icons-material/Place';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReplyIcon from '@mui/icons-material/Reply';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RouteIcon from '@mui/icons-material/Route';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewHeadlineIcon from '@mui/icons-material/ViewHeadline';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type SvgIcon from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';
import { createElement } from 'react';
import type { Session } from '../api/session.ts';
import { isUsable } from './access.ts';
import { fieldShortcutIcons } from './field-shortcut-icons.ts';
import { hrefOf, routeById } from './routes.ts';

export type MenuIcon = typeof SvgIcon;

/** A field start page's shortcut icon (SVG paths, drawn there without MUI) as an MUI icon for the menu. */
const shortcutIcon = (id: string): MenuIcon =>
  createSvgIcon(
    (fieldShortcutIcons[id] ?? []).map((d) => createElement('path', { key: d, d })),
    id,
  ) as MenuIcon;

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

/**
 * Drawer menu as data: groups of route ids, each with its icon (spec 000 and 001, section 2). Roles and rights come
 * from the routes, labels from their titles.
 */
const menuSource: readonly { id: string; label: string; entries: readonly (readonly [string, MenuIcon])[] }[] = [
  // Notes d'information are read by agents too: under Accueil rather than Supervision.
  {
    id: 'accueil',
    label: 'Accueil',
    entries: [
      ['dashboard', DashboardIcon],
      ['adminDashboard', InsightsIcon],
      ['informationNotes', shortcutIcon('informationNotes')],
    ],
  },
  {
    id: 'terrain',
    label: 'Terrain',
    entries: [
      ['fieldStart', PlayCircleIcon],
      ['myPlanning', shortcutIcon('myPlanning')],
      ['intervention', shortcutIcon('intervention')],
      ['unplannedService', shortcutIcon('unplannedService')],
      ['nfc', NfcIcon],
      ['agentBadge', shortcutIcon('agentBadge')],
      ['directory', shortcutIcon('directory')],
      ['requests', shortcutIcon('requests')],
      ['contactAgency', shortcutIcon('contactAgency')],
    ],
  },
  {
    id: 'planification',
    label: 'Planification',
    entries: [
      ['adminPlanningSites', CalendarViewWeekIcon],
      ['adminPlanningAgents', GroupsIcon],
      ['adminServices', AssignmentIcon],
      ['adminCircuits', RouteIcon],
      ['unavailabilities', shortcutIcon('unavailabilities')],
      ['timeGaps', TimelapseIcon],
      ['staffPlanning', shortcutIcon('staffPlanning')],
      ['hoursAgent', MoreTimeIcon],
    ],
  },
  {
    id: 'supervision',
    label: 'Supervision',
    entries: [
      ['supervision', MonitorIcon],
      ['adminAlerts', NotificationImportantIcon],
      ['adminEvents', BoltIcon],
    ],
  },
  {
    id: 'sites',
    label: 'Sites et rondes',
    entries: [
      ['fieldSites', PlaceIcon],
      ['sitesHours', ScheduleIcon],
      ['rounds', LoopIcon],
      ['checkpoints', QrCode2Icon],
    ],
  },
  {
    id: 'collaborateurs',
    label: 'Collaborateurs',
    entries: [
      ['agents', GroupsIcon],
      ['agentsHours', AccessTimeIcon],
      ['agentDocuments', DescriptionIcon],
      ['agentContracts', HistoryEduIcon],
      ['salaryElements', PaymentsIcon],
    ],
  },
  {
    id: 'clients',
    label: 'Clients',
    entries: [
      ['customers', BusinessIcon],
      ['customerRequests', QuestionAnswerIcon],
      ['customerDocuments', FolderSharedIcon],
      ['customerContracts', HistoryEduIcon],
    ],
  },
  {
    id: 'facturation',
    label: 'Facturation',
    entries: [
      ['estimates', RequestQuoteIcon],
      ['invoices', ReceiptIcon],
      ['recurringInvoices', AutorenewIcon],
      ['purchaseOrders', ShoppingCartIcon],
    ],
  },
  {
    id: 'entreprise',
    label: 'Entreprise',
    entries: [
      ['exports', FileDownloadIcon],
      ['emailTracking', MarkEmailReadIcon],
      ['margins', TrendingUpIcon],
      ['expirations', HourglassBottomIcon],
      ['agencyDocuments', FolderIcon],
    ],
  },
  {
    id: 'stocks',
    label: 'Stocks',
    entries: [
      ['stockReferences', InventoryIcon],
      ['stockAssignments', Inventory2Icon],
      ['stockActions', SwapHorizIcon],
    ],
  },
  {
    id: 'annonces',
    label: 'Annonces',
    entries: [
      ['activeOffers', CampaignIcon],
      ['agencyOffers', StorefrontIcon],
      ['agencyOffersAnswers', ReplyIcon],
    ],
  },
  {
    id: 'params',
    label: 'Paramètres',
    entries: [
      ['paramsAgency', SettingsIcon],
      ['paramsField', TuneIcon],
      ['paramsCommercialDocs', DescriptionIcon],
      ['paramsEmail', EmailIcon],
      ['paramsEmailRemind', ScheduleSendIcon],
      ['paramsExport', ViewHeadlineIcon],
    ],
  },
  {
    id: 'offre',
    label: 'Mon offre',
    entries: [
      ['paymentInvoices', ReceiptLongIcon],
      ['paymentMethods', CreditCardIcon],
      ['articleOrders', LocalShippingIcon],
      ['planOptions', WorkspacePremiumIcon],
      ['subscriptionDates', DateRangeIcon],
      ['shop', ShoppingBasketIcon],
    ],
  },
  {
    id: 'client',
    label: 'Espace client',
    entries: [
      ['customerDashboard', DashboardIcon],
      ['customerPlanning', EventNoteIcon],
      ['customerServices', AssignmentIcon],
      ['customerSites', PlaceIcon],
      ['customerMc', MenuBookIcon],
      ['customerRequestsPortal', ForumIcon],
      ['customerDocumentsPortal', FolderIcon],
      ['customerAgencyReports', ArticleIcon],
      ['customerStocks', InventoryIcon],
      ['customerInvoices', ReceiptIcon],
    ],
  },
  {
    id: 'plateforme',
    label: 'Administration plateforme',
    entries: [
      ['adminAgencies', ApartmentIcon],
      ['adminUsers', ManageAccountsIcon],
      ['supportAccounts', SupportAgentIcon],
      ['agencyInvoices', ReceiptLongIcon],
      ['subscriptionV6', WorkspacePremiumIcon],
      ['subscriptionV4', HistoryIcon],
      ['maintenanceAdmin', ConstructionIcon],
      ['usefulDocsAdmin', FolderIcon],
      ['sponsorAdmin', HandshakeIcon],
      ['adminImportAgency', UploadFileIcon],
      ['adminUiTutorials', SchoolIcon],
      ['newsAnnouncements', NewReleasesIcon],
      ['auditLog', HistoryEduIcon],
    ],
  },
  {
    id: 'catalogues',
    label: 'Catalogues',
    entries: [
      ['paramSpecialties', CategoryIcon],
      ['serviceCatalog', MenuBookIcon],
      ['discountList', DiscountIcon],
      ['contractTemplates', HistoryEduIcon],
      ['agencyReportTemplates', ArticleIcon],
    ],
  },
  {
    id: 'liens',
    label: 'Liens utiles',
    entries: [
      ['mobileApp', PhoneIphoneIcon],
      ['trainingPlan', SchoolIcon],
      ['sponsorship', HandshakeIcon],
      ['websiteOffer', LanguageIcon],
      ['usefulDocs', FolderIcon],
      ['about', HelpOutlinedIcon],
    ],
  },
];

/** Every group and entry, before filtering (labels are the routes' French titles). */
export const menuGroups: readonly MenuGroup[] = menuSource.map((group) => ({
  id: group.id,
  label: group.label,
  entries: group.entries.map(([id, icon]) => ({ id, href: hrefOf(id), label: routeById(id).title, icon })),
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
