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
import { fieldShortcutIcons } from './field-shortcut-icons.ts';

export type MenuIcon = typeof SvgIcon;

/** The field start page's shortcut icons (SVG paths, drawn there without MUI) as MUI icons for the menu. */
const shortcutMenuIcons = Object.fromEntries(
  Object.entries(fieldShortcutIcons).map(([id, paths]) => [
    id,
    createSvgIcon(
      paths.map((d) => createElement('path', { key: d, d })),
      id,
    ) as MenuIcon,
  ]),
);

/** The icon of each menu entry, by route id. */
export const menuIcons: Record<string, MenuIcon> = {
  ...shortcutMenuIcons,
  dashboard: DashboardIcon,
  adminDashboard: InsightsIcon,
  fieldStart: PlayCircleIcon,
  nfc: NfcIcon,
  adminPlanningSites: CalendarViewWeekIcon,
  adminPlanningAgents: GroupsIcon,
  adminServices: AssignmentIcon,
  adminCircuits: RouteIcon,
  timeGaps: TimelapseIcon,
  hoursAgent: MoreTimeIcon,
  supervision: MonitorIcon,
  adminAlerts: NotificationImportantIcon,
  adminEvents: BoltIcon,
  fieldSites: PlaceIcon,
  sitesHours: ScheduleIcon,
  rounds: LoopIcon,
  checkpoints: QrCode2Icon,
  agents: GroupsIcon,
  agentsHours: AccessTimeIcon,
  agentDocuments: DescriptionIcon,
  agentContracts: HistoryEduIcon,
  salaryElements: PaymentsIcon,
  customers: BusinessIcon,
  customerRequests: QuestionAnswerIcon,
  customerDocuments: FolderSharedIcon,
  customerContracts: HistoryEduIcon,
  estimates: RequestQuoteIcon,
  invoices: ReceiptIcon,
  recurringInvoices: AutorenewIcon,
  purchaseOrders: ShoppingCartIcon,
  exports: FileDownloadIcon,
  emailTracking: MarkEmailReadIcon,
  margins: TrendingUpIcon,
  expirations: HourglassBottomIcon,
  agencyDocuments: FolderIcon,
  stockReferences: InventoryIcon,
  stockAssignments: Inventory2Icon,
  stockActions: SwapHorizIcon,
  activeOffers: CampaignIcon,
  agencyOffers: StorefrontIcon,
  agencyOffersAnswers: ReplyIcon,
  paramsAgency: SettingsIcon,
  paramsField: TuneIcon,
  paramsCommercialDocs: DescriptionIcon,
  paramsEmail: EmailIcon,
  paramsEmailRemind: ScheduleSendIcon,
  paramsExport: ViewHeadlineIcon,
  paymentInvoices: ReceiptLongIcon,
  paymentMethods: CreditCardIcon,
  articleOrders: LocalShippingIcon,
  planOptions: WorkspacePremiumIcon,
  subscriptionDates: DateRangeIcon,
  shop: ShoppingBasketIcon,
  customerDashboard: DashboardIcon,
  customerPlanning: EventNoteIcon,
  customerServices: AssignmentIcon,
  customerSites: PlaceIcon,
  customerMc: MenuBookIcon,
  customerRequestsPortal: ForumIcon,
  customerDocumentsPortal: FolderIcon,
  customerAgencyReports: ArticleIcon,
  customerStocks: InventoryIcon,
  customerInvoices: ReceiptIcon,
  adminAgencies: ApartmentIcon,
  adminUsers: ManageAccountsIcon,
  supportAccounts: SupportAgentIcon,
  auditLog: HistoryEduIcon,
  agencyInvoices: ReceiptLongIcon,
  subscriptionV6: WorkspacePremiumIcon,
  subscriptionV4: HistoryIcon,
  maintenanceAdmin: ConstructionIcon,
  usefulDocsAdmin: FolderIcon,
  sponsorAdmin: HandshakeIcon,
  adminImportAgency: UploadFileIcon,
  adminUiTutorials: SchoolIcon,
  newsAnnouncements: NewReleasesIcon,
  paramSpecialties: CategoryIcon,
  serviceCatalog: MenuBookIcon,
  discountList: DiscountIcon,
  contractTemplates: HistoryEduIcon,
  agencyReportTemplates: ArticleIcon,
  mobileApp: PhoneIphoneIcon,
  trainingPlan: SchoolIcon,
  sponsorship: HandshakeIcon,
  websiteOffer: LanguageIcon,
  usefulDocs: FolderIcon,
  about: HelpOutlinedIcon,
};
