import { lazyWithWidgets } from '../ui/lazy-with-widgets.tsx';

// Every page but the field start page loads when first opened, with the date pickers' and Data Grid's providers:
// the first load of a phone (shell, login, field start page) stays light. The service worker precaches them all.

export const DashboardPage = lazyWithWidgets(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
);
export const ProfilePage = lazyWithWidgets(() =>
  import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage),
);
export const SubscriptionInvalidPage = lazyWithWidgets(() =>
  import('../features/subscriptions/subscription-invalid-page.tsx').then((m) => m.SubscriptionInvalidPage),
);
export const PlanningPage = lazyWithWidgets(() =>
  import('../features/planning/planning-page.tsx').then((m) => m.PlanningPage),
);
export const CircuitsPage = lazyWithWidgets(() =>
  import('../features/circuits/circuits-page.tsx').then((m) => m.CircuitsPage),
);
export const AgentsHoursPage = lazyWithWidgets(() =>
  import('../features/hours/agents-hours-page.tsx').then((m) => m.AgentsHoursPage),
);
export const MyHoursPage = lazyWithWidgets(() =>
  import('../features/hours/my-hours-page.tsx').then((m) => m.MyHoursPage),
);
export const SitesHoursPage = lazyWithWidgets(() =>
  import('../features/hours/sites-hours-page.tsx').then((m) => m.SitesHoursPage),
);
export const AlertsPage = lazyWithWidgets(() => import('../features/pti/alerts-page.tsx').then((m) => m.AlertsPage));
export const EmailTrackingPage = lazyWithWidgets(() =>
  import('../features/email-tracking/email-tracking-page.tsx').then((m) => m.EmailTrackingPage),
);
export const MarginsPage = lazyWithWidgets(() =>
  import('../features/margins/margins-page.tsx').then((m) => m.MarginsPage),
);
export const SupervisionPage = lazyWithWidgets(() =>
  import('../features/pti/supervision-page.tsx').then((m) => m.SupervisionPage),
);
export const TimeGapsPage = lazyWithWidgets(() =>
  import('../features/hours/time-gaps-page.tsx').then((m) => m.TimeGapsPage),
);
export const AdminServicesPage = lazyWithWidgets(() =>
  import('../features/planning/admin-services/admin-services-page.tsx').then((m) => m.AdminServicesPage),
);
export const CustomerPlanningPage = lazyWithWidgets(() =>
  import('../features/planning/customer-planning/customer-planning-page.tsx').then((m) => m.CustomerPlanningPage),
);
export const RoundWalkPage = lazyWithWidgets(() => import('../features/field/public.ts').then((m) => m.RoundWalkPage));
export const BadgeReaderPage = lazyWithWidgets(() =>
  import('../features/field/public.ts').then((m) => m.BadgeReaderPage),
);
export const ActiveServicePage = lazyWithWidgets(() =>
  import('../features/field/active-service-page.tsx').then((m) => m.ActiveServicePage),
);
export const MyPlanningPage = lazyWithWidgets(() =>
  import('../features/planning/my-planning/my-planning-page.tsx').then((m) => m.MyPlanningPage),
);
export const PlanningSettingsSection = lazyWithWidgets(() =>
  import('../features/planning/settings/planning-settings-section.tsx').then((m) => m.PlanningSettingsSection),
);
export const AdminAgenciesPage = lazyWithWidgets(() =>
  import('../features/admin/agencies/admin-agencies-page.tsx').then((m) => m.AdminAgenciesPage),
);
export const AdminDashboardPage = lazyWithWidgets(() =>
  import('../features/admin-dashboard/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
);
export const AdminUsersPage = lazyWithWidgets(() =>
  import('../features/admin/users/admin-users-page.tsx').then((m) => m.AdminUsersPage),
);
export const FieldSettingsPage = lazyWithWidgets(() =>
  import('../features/agency-settings/field-settings-page.tsx').then((m) => m.FieldSettingsPage),
);
export const AgentRequestsPage = lazyWithWidgets(() =>
  import('../features/agent-requests/agent-requests-page.tsx').then((m) => m.AgentRequestsPage),
);
export const CustomersPage = lazyWithWidgets(() =>
  import('../features/customers/customers-page.tsx').then((m) => m.CustomersPage),
);
export const CustomerRequestsPage = lazyWithWidgets(() =>
  import('../features/customers/customer-requests-page.tsx').then((m) => m.CustomerRequestsPage),
);
export const AgentBadgePage = lazyWithWidgets(() =>
  import('../features/agents/badge/agent-badge-page.tsx').then((m) => m.AgentBadgePage),
);
export const BadgeCheckPage = lazyWithWidgets(() =>
  import('../features/agents/badge/badge-check-page.tsx').then((m) => m.BadgeCheckPage),
);
export const DirectoryPage = lazyWithWidgets(() =>
  import('../features/agents/directory/directory-page.tsx').then((m) => m.DirectoryPage),
);
export const ExpirationsPage = lazyWithWidgets(() =>
  import('../features/agents/expirations/expirations-page.tsx').then((m) => m.ExpirationsPage),
);
export const AgentsPage = lazyWithWidgets(() =>
  import('../features/agents/list/agents-page.tsx').then((m) => m.AgentsPage),
);
export const InformationNotesPage = lazyWithWidgets(() =>
  import('../features/information-notes/information-notes-page.tsx').then((m) => m.InformationNotesPage),
);
export const SiteDetailPage = lazyWithWidgets(() =>
  import('../features/sites/site-detail-page.tsx').then((m) => m.SiteDetailPage),
);
export const SitesPage = lazyWithWidgets(() => import('../features/sites/sites-page.tsx').then((m) => m.SitesPage));
export const CheckpointEditPage = lazyWithWidgets(() =>
  import('../features/rounds/checkpoint-edit-page.tsx').then((m) => m.CheckpointEditPage),
);
export const CheckpointsPage = lazyWithWidgets(() =>
  import('../features/rounds/checkpoints-page.tsx').then((m) => m.CheckpointsPage),
);
export const RoundEditPage = lazyWithWidgets(() =>
  import('../features/rounds/round-edit-page.tsx').then((m) => m.RoundEditPage),
);
export const RoundsPage = lazyWithWidgets(() => import('../features/rounds/rounds-page.tsx').then((m) => m.RoundsPage));
export const UnavailabilitiesPage = lazyWithWidgets(() =>
  import('../features/unavailabilities/unavailabilities-page.tsx').then((m) => m.UnavailabilitiesPage),
);
export const StartServicePage = lazyWithWidgets(() =>
  import('../features/field/public.ts').then((m) => m.StartServicePage),
);
export const ContactAgencyPage = lazyWithWidgets(() =>
  import('../features/field/public.ts').then((m) => m.ContactAgencyPage),
);
export const TourPage = lazyWithWidgets(() => import('../features/field/public.ts').then((m) => m.TourPage));
export const CircuitPage = lazyWithWidgets(() => import('../features/field/public.ts').then((m) => m.CircuitPage));
export const IncidentPage = lazyWithWidgets(() => import('../features/field/public.ts').then((m) => m.IncidentPage));
export const EventsPage = lazyWithWidgets(() => import('../features/events/public.ts').then((m) => m.EventsPage));
export const CustomerAgencyReportsPage = lazyWithWidgets(() =>
  import('../features/agency-reports/public.ts').then((m) => m.CustomerAgencyReportsPage),
);
export const DocumentsPage = lazyWithWidgets(() =>
  import('../features/billing/public.ts').then((m) => m.DocumentsPage),
);
export const CustomerDashboardPage = lazyWithWidgets(() =>
  import('../features/customer-portal/public.ts').then((m) => m.CustomerDashboardPage),
);
export const CustomerServicesPage = lazyWithWidgets(() =>
  import('../features/customer-portal/public.ts').then((m) => m.CustomerServicesPage),
);
export const CustomerInvoicesPage = lazyWithWidgets(() =>
  import('../features/billing/public.ts').then((m) => m.CustomerInvoicesPage),
);
export const CommercialDocsSettingsPage = lazyWithWidgets(() =>
  import('../features/billing/public.ts').then((m) => m.CommercialDocsSettingsPage),
);
export const RecurrencesPage = lazyWithWidgets(() =>
  import('../features/recurring-billing/public.ts').then((m) => m.RecurrencesPage),
);
export const EmailRemindPage = lazyWithWidgets(() =>
  import('../features/recurring-billing/public.ts').then((m) => m.EmailRemindPage),
);
export const SalaryElementsPage = lazyWithWidgets(() =>
  import('../features/payroll/salary-elements/salary-elements-page.tsx').then((m) => m.SalaryElementsPage),
);
export const ExportsPage = lazyWithWidgets(() =>
  import('../features/payroll/exports/exports-page.tsx').then((m) => m.ExportsPage),
);
export const ExportSettingsPage = lazyWithWidgets(() =>
  import('../features/payroll/exports/export-settings-page.tsx').then((m) => m.ExportSettingsPage),
);
export const ContractsPage = lazyWithWidgets(() =>
  import('../features/contracts/public.ts').then((m) => m.ContractsPage),
);
export const ContractTemplatesAdminPage = lazyWithWidgets(() =>
  import('../features/contracts/public.ts').then((m) => m.ContractTemplatesAdminPage),
);
export const ContractTemplateAdminPage = lazyWithWidgets(() =>
  import('../features/contracts/public.ts').then((m) => m.ContractTemplateAdminPage),
);
export const CustomerContractExpirations = lazyWithWidgets(() =>
  import('../features/contracts/public.ts').then((m) => m.CustomerContractExpirations),
);
export const DocumentsListPage = lazyWithWidgets(() =>
  import('../features/documents/documents-page.tsx').then((m) => m.DocumentsPage),
);
export const StockReferencesPage = lazyWithWidgets(() =>
  import('../features/stock/stock-references-page.tsx').then((m) => m.StockReferencesPage),
);
export const StockAssignmentsPage = lazyWithWidgets(() =>
  import('../features/stock/stock-assignments-page.tsx').then((m) => m.StockAssignmentsPage),
);
export const StockActionsPage = lazyWithWidgets(() =>
  import('../features/stock/stock-actions-page.tsx').then((m) => m.StockActionsPage),
);
export const CustomerStocksPage = lazyWithWidgets(() =>
  import('../features/stock/customer-stocks-page.tsx').then((m) => m.CustomerStocksPage),
);
export const StockExpirations = lazyWithWidgets(() =>
  import('../features/stock/stock-expirations.tsx').then((m) => m.StockExpirations),
);
export const StockSettingsSection = lazyWithWidgets(() =>
  import('../features/stock/stock-settings-section.tsx').then((m) => m.StockSettingsSection),
);
export const ActiveOffersPage = lazyWithWidgets(() =>
  import('../features/offers/active-offers-page.tsx').then((m) => m.ActiveOffersPage),
);
export const AgencyOffersPage = lazyWithWidgets(() =>
  import('../features/offers/agency-offers-page.tsx').then((m) => m.AgencyOffersPage),
);
export const OfferAnswersPage = lazyWithWidgets(() =>
  import('../features/offers/offer-answers-page.tsx').then((m) => m.OfferAnswersPage),
);
export const PaymentInvoicesPage = lazyWithWidgets(() =>
  import('../features/payments/payment-invoices-page.tsx').then((m) => m.PaymentInvoicesPage),
);
export const PaymentMethodsPage = lazyWithWidgets(() =>
  import('../features/payments/payment-methods-page.tsx').then((m) => m.PaymentMethodsPage),
);
export const ArticleOrdersPage = lazyWithWidgets(() =>
  import('../features/payments/article-orders-page.tsx').then((m) => m.ArticleOrdersPage),
);
export const CheckoutResultPage = lazyWithWidgets(() =>
  import('../features/payments/checkout-result-page.tsx').then((m) => m.CheckoutResultPage),
);
export const PlanOptionsPage = lazyWithWidgets(() =>
  import('../features/subscriptions/plan-options-page.tsx').then((m) => m.PlanOptionsPage),
);
export const SubscriptionDatesPage = lazyWithWidgets(() =>
  import('../features/subscriptions/subscription-dates-page.tsx').then((m) => m.SubscriptionDatesPage),
);
export const ShopPage = lazyWithWidgets(() => import('../features/shop/shop-page.tsx').then((m) => m.ShopPage));
export const SubscriptionAdminPage = lazyWithWidgets(() =>
  import('../features/subscriptions/admin/subscription-admin-page.tsx').then((m) => m.SubscriptionAdminPage),
);
export const AgencyInvoicesPage = lazyWithWidgets(() =>
  import('../features/agency-invoices/agency-invoices-page.tsx').then((m) => m.AgencyInvoicesPage),
);
export const AgencySheetPage = lazyWithWidgets(() =>
  import('../features/admin/agencies/agency-sheet-page.tsx').then((m) => m.AgencySheetPage),
);
export const AuditLogPage = lazyWithWidgets(() =>
  import('../features/admin/agencies/audit-log-page.tsx').then((m) => m.AuditLogPage),
);
export const SupportAccountsPage = lazyWithWidgets(() =>
  import('../features/admin/users/support-accounts-page.tsx').then((m) => m.SupportAccountsPage),
);
export const ImportAgencyPage = lazyWithWidgets(() =>
  import('../features/agency-import/import-agency-page.tsx').then((m) => m.ImportAgencyPage),
);
export const SpecialtiesPage = lazyWithWidgets(() =>
  import('../features/platform-catalog/specialties-page.tsx').then((m) => m.SpecialtiesPage),
);
export const ServiceCatalogPage = lazyWithWidgets(() =>
  import('../features/platform-catalog/service-catalog-page.tsx').then((m) => m.ServiceCatalogPage),
);
export const DiscountsPage = lazyWithWidgets(() =>
  import('../features/platform-catalog/discounts-page.tsx').then((m) => m.DiscountsPage),
);
export const ReportTemplatesPage = lazyWithWidgets(() =>
  import('../features/platform-catalog/report-templates-page.tsx').then((m) => m.ReportTemplatesPage),
);
export const MaintenanceAdminPage = lazyWithWidgets(() =>
  import('../features/communication/maintenance-admin-page.tsx').then((m) => m.MaintenanceAdminPage),
);
export const UsefulDocsAdminPage = lazyWithWidgets(() =>
  import('../features/communication/useful-docs-admin-page.tsx').then((m) => m.UsefulDocsAdminPage),
);
export const SponsorAdminPage = lazyWithWidgets(() =>
  import('../features/communication/sponsor-admin-page.tsx').then((m) => m.SponsorAdminPage),
);
export const AnnouncementsAdminPage = lazyWithWidgets(() =>
  import('../features/communication/announcements-admin-page.tsx').then((m) => m.AnnouncementsAdminPage),
);
export const TutorialsAdminPage = lazyWithWidgets(() =>
  import('../features/communication/tutorials-admin-page.tsx').then((m) => m.TutorialsAdminPage),
);
export const MobileAppPage = lazyWithWidgets(() =>
  import('../features/useful-links/mobile-app-page.tsx').then((m) => m.MobileAppPage),
);
export const TrainingPlanPage = lazyWithWidgets(() =>
  import('../features/useful-links/training-plan-page.tsx').then((m) => m.TrainingPlanPage),
);
export const SponsorshipPage = lazyWithWidgets(() =>
  import('../features/useful-links/sponsorship-page.tsx').then((m) => m.SponsorshipPage),
);
export const WebsiteOfferPage = lazyWithWidgets(() =>
  import('../features/useful-links/website-offer-page.tsx').then((m) => m.WebsiteOfferPage),
);
export const AboutPage = lazyWithWidgets(() =>
  import('../features/useful-links/about-page.tsx').then((m) => m.AboutPage),
);
export const UsefulDocsPage = lazyWithWidgets(() =>
  import('../features/useful-links/useful-docs-page.tsx').then((m) => m.UsefulDocsPage),
);
export const AgencyIdentityPage = lazyWithWidgets(() =>
  import('../features/agency-settings/agency-identity-page.tsx').then((m) => m.AgencyIdentityPage),
);
export const EmailSettingsPage = lazyWithWidgets(() =>
  import('../features/agency-settings/email-settings-page.tsx').then((m) => m.EmailSettingsPage),
);
