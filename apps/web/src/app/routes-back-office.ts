import type { Right } from '@securite/domain/auth/rights';
import { documentReadRights } from '@securite/domain/billing/document-rights';
import {
  ADMIN,
  AGENCY_USERS,
  type AppRouteDef,
  CUSTOMER,
  FIELD_AND_STAFF,
  PLATFORM,
  route,
  STAFF,
} from './route-def.ts';

const documents: Right[] = ['documents.create', 'documents.edit'];
const contracts: Right[] = ['contracts.create', 'contracts.edit'];
const offers: Right[] = ['offers.view', 'offers.create', 'offers.edit'];
const settings: Right[] = ['agencySettings.edit'];
const stock: Right[] = [
  'stockReferences.create',
  'stockReferences.edit',
  'stockAssignments.create',
  'stockAssignments.edit',
];
const subscription: Right[] = ['billing.view', 'paymentMethods.edit'];
const locked = { allowWhenLocked: true };
const platform = { scope: 'platform' as const };
const user = { scope: 'user' as const };

/** Spec 001 section 2: agency back office, customer portal, platform administration, useful links. */
export const backOfficeRoutes: AppRouteDef[] = [
  route('customers', 'clients/customers', 'Clients', STAFF, ['customers.create', 'customers.edit', 'billing.view'], {
    page: 'customers',
  }),
  route(
    'customerRequests',
    'demandes-clients/:id?',
    'Demandes clients',
    STAFF,
    ['customerRequests.create', 'customerRequests.edit'],
    { page: 'customerRequests' },
  ),
  route('customerDocuments', 'customer_documents', 'Documents clients', STAFF, documents, {
    page: 'customerDocuments',
  }),
  route('customerContracts', 'customer', 'Contrats clients', STAFF, contracts, { page: 'customerContracts' }),
  route('estimates', 'devis', 'Devis', STAFF, documentReadRights('estimates'), {
    page: 'estimates',
  }),
  route('invoices', 'factures', 'Factures et avoirs', STAFF, documentReadRights('invoices'), {
    page: 'invoices',
  }),
  route('recurringInvoices', 'abonnements', 'Factures récurrentes', STAFF, documentReadRights('invoices'), {
    page: 'recurringInvoices',
  }),
  route('purchaseOrders', 'agentPurchaseOrder', 'Bons de commande', STAFF, documentReadRights('purchaseOrders'), {
    page: 'purchaseOrders',
  }),
  // Every agent and office member reads the documents shared with them (the server keeps each to their readers).
  route('agentDocuments', 'agent_documents', 'Documents collaborateurs', ['agent', ...STAFF], [], {
    page: 'agentDocuments',
  }),
  route('agentContracts', 'agent_contracts', 'Contrats collaborateurs', STAFF, contracts, { page: 'agentContracts' }),
  route(
    'salaryElements',
    'salary-elements',
    'Éléments de salaire',
    STAFF,
    ['salaryElements.create', 'salaryElements.edit'],
    { page: 'salaryElements' },
  ),
  route('exports', 'export', 'Exports', STAFF, ['exports.view'], { page: 'exports' }),
  route('emailTracking', 'email-tracking', 'Suivi des e-mails', STAFF, ['emailTracking.view'], {
    page: 'emailTracking',
  }),
  route('margins', 'marges', 'Marges', STAFF, ['billing.view'], { page: 'margins' }),
  // Sub-screens (spec 000/001 section 2): collaborateurs (regulatory agent), contrats-collaborateurs, contrats-clients.
  route(
    'expirations',
    'listAgencyExpirations/:screen?',
    'Échéances',
    STAFF,
    ['agents.create', 'agents.edit', ...contracts],
    {
      page: 'expirations',
    },
  ),
  route('agencyDocuments', 'agency_documents', 'Documents de l’agence', STAFF, documents, { page: 'agencyDocuments' }),
  route('stockReferences', 'stocksReferences', 'Catalogue de stock', STAFF, stock, {
    page: 'stockReferences',
    unlessStockSimplified: true,
  }),
  route('stockAssignments', 'stocksAssignments', 'Équipements attribués', STAFF, stock, {
    page: 'stockAssignments',
    unlessStockSimplified: true,
  }),
  route('stockActions', 'stocksActions', 'Mouvements de stock', STAFF, stock, {
    page: 'stockActions',
    unlessStockSimplified: true,
  }),
  // Agents holding the offers rights answer from their phone (spec 001 section 2: role agency, right to see offers).
  route('activeOffers', 'active-offers', 'Annonces actives', FIELD_AND_STAFF, offers, { page: 'activeOffers' }),
  route('agencyOffers', 'agency-offers', 'Mes annonces', STAFF, offers, { page: 'agencyOffers' }),
  route('agencyOffersAnswers', 'agency-offers-answers', 'Mes réponses', FIELD_AND_STAFF, offers, {
    page: 'agencyOffersAnswers',
  }),
  route('paramsAgency', 'params/agency', 'Agence', STAFF, settings, { page: 'paramsAgency' }),
  route('paramsField', 'params/field', 'Terrain', STAFF, settings, { page: 'fieldSettings' }),
  route('paramsCommercialDocs', 'params/commercial-docs', 'Documents commerciaux', STAFF, settings, {
    page: 'commercialDocsSettings',
  }),
  route('paramsEmail', 'params/email', 'E-mails', STAFF, settings, { page: 'paramsEmail' }),
  route('paramsEmailRemind', 'params/emailRemind', 'E-mails de relance', STAFF, settings, { page: 'emailRemind' }),
  route('paramsExport', 'params/export', 'En-têtes et pieds de page', STAFF, settings, { page: 'exportSettings' }),
  route('paymentInvoices', 'payments/invoices', 'Mes factures', STAFF, ['billing.view'], {
    ...locked,
    page: 'paymentInvoices',
  }),
  route('paymentMethods', 'payments/methods', 'Mes moyens de paiement', STAFF, ['paymentMethods.edit'], {
    ...locked,
    page: 'paymentMethods',
  }),
  route('articleOrders', 'payments/agencyArticleOrders', 'Suivi de commande', STAFF, ['billing.view'], {
    ...locked,
    page: 'articleOrders',
  }),
  // Where the provider's Checkout page sends the browser back (success or failure).
  route('paymentResult', 'payments/checkout/:status', 'Paiement', STAFF, subscription, {
    ...locked,
    page: 'paymentResult',
  }),
  route('planOptions', 'agencySubscription/plan_options', 'Options d’abonnements', STAFF, subscription, {
    ...locked,
    page: 'planOptions',
  }),
  route('subscriptionDates', 'agencySubscription/subscriptions', 'Dates d’abonnements', STAFF, subscription, {
    ...locked,
    page: 'subscriptionDates',
  }),
  // The shop (agent packs, equipment); the agent limit opens it with ?origin=agent-limit.
  route('shop', 'agencySubscription/shop', 'Boutique', STAFF, subscription, { ...locked, page: 'shop' }),
  // Customer portal.
  route('customerDashboard', 'customerDashboard', 'Tableau de bord', CUSTOMER, [], { page: 'customerDashboard' }),
  route('customerPlanning', 'customerPlanning', 'Planning', CUSTOMER, [], { page: 'customerPlanning' }),
  route('customerServices', 'customerServices', 'Services', CUSTOMER, [], { page: 'customerServices' }),
  route('customerStocks', 'customerStocks', 'Stocks', CUSTOMER, [], { page: 'customerStocks' }),
  route('customerMc', 'customerMc', 'Main courante', CUSTOMER, [], { page: 'customerMc' }),
  route('customerRequestsPortal', 'customerRequests', 'Demandes', CUSTOMER, [], { page: 'customerRequestsPortal' }),
  route('customerDocumentsPortal', 'documents', 'Documents', CUSTOMER, [], { page: 'customerDocumentsPortal' }),
  route('customerAgencyReports', 'customerAgencyReports', 'Bons d’intervention', CUSTOMER, [], {
    page: 'customerAgencyReports',
  }),
  route('customerSites', 'customerSites', 'Sites', CUSTOMER, [], { page: 'sites' }),
  route('customerSite', 'customerSites/:id', 'Site', CUSTOMER, [], { page: 'siteDetail' }),
  route('customerInvoices', 'customerInvoices', 'Factures', CUSTOMER, [], { page: 'customerInvoices' }),
  // Platform administration.
  route('adminDashboard', 'platform/admin/dashboard', 'Tableau de bord plateforme', PLATFORM, [], {
    ...platform,
    page: 'adminDashboard',
  }),
  route('adminAgencies', 'adminAgencies', 'Agences', PLATFORM, [], { ...platform, page: 'adminAgencies' }),
  route('agencyAdmin', 'agencyAdmin/:id?', 'Fiche agence', PLATFORM, [], { ...platform, page: 'agencyAdmin' }),
  route('paramSpecialties', 'paramSpecialties', 'Spécialités', ADMIN, [], { ...platform, page: 'paramSpecialties' }),
  route('serviceCatalog', 'serviceCatalog', 'Catalogue d’articles', ADMIN, [], { ...platform, page: 'serviceCatalog' }),
  route('discountList', 'discountList', 'Remises', ADMIN, [], { ...platform, page: 'discountList' }),
  route('contractTemplates', 'contractTemplates', 'Modèles de contrat', ADMIN, [], {
    ...platform,
    page: 'contractTemplates',
  }),
  route('agencyReportTemplates', 'agencyReportTemplates', 'Modèles de bons d’intervention', ADMIN, [], {
    ...platform,
    page: 'agencyReportTemplates',
  }),
  route('contractTemplate', 'contractTemplate/:id?', 'Modèle de contrat', ADMIN, [], {
    ...platform,
    page: 'contractTemplate',
  }),
  route('agencyInvoices', 'agencyInvoices', 'Factures des agences', ADMIN, [], { ...platform, page: 'agencyInvoices' }),
  // Support too: they list accounts to act as one of them (the server lets them, and only them besides admins).
  route('adminUsers', 'adminUsers', 'Utilisateurs', PLATFORM, [], { ...platform, page: 'adminUsers' }),
  route('subscriptionV6', 'subscription-v6/:section?', 'Abonnements et boutique', ADMIN, [], {
    ...platform,
    page: 'subscriptionV6',
  }),
  route('subscriptionV4', 'subscription-v4/:section?', 'Abonnements (v4)', ADMIN, [], {
    ...platform,
    page: 'subscriptionV4',
  }),
  route('usefulDocsAdmin', 'adminCommunication/useful-docs', 'Gestion des documents utiles', ADMIN, [], {
    ...platform,
    page: 'usefulDocsAdmin',
  }),
  route('maintenanceAdmin', 'adminCommunication/maintenance', 'Message de maintenance', ADMIN, [], {
    ...platform,
    page: 'maintenanceAdmin',
  }),
  route('sponsorAdmin', 'adminConfigurations/sponsor', 'Configuration du parrainage', ADMIN, [], {
    ...platform,
    page: 'sponsorAdmin',
  }),
  route('adminImportAgency', 'adminImportAgency', 'Import d’agence', ADMIN, [], {
    ...platform,
    page: 'adminImportAgency',
  }),
  route('supportAccounts', 'supportAccounts', 'Comptes support', ADMIN, [], { ...platform, page: 'supportAccounts' }),
  route('adminUiTutorials', 'adminUiTutorials', 'Tutoriels', ADMIN, [], { ...platform, page: 'adminUiTutorials' }),
  route('auditLog', 'adminAuditLog', 'Journal d’audit', ADMIN, [], { ...platform, page: 'auditLog' }),
  route('newsAnnouncements', 'newsAnnouncements', 'Annonces de nouveautés', ADMIN, [], {
    ...platform,
    page: 'newsAnnouncements',
  }),
  // Useful links (liensUtiles): any signed-in agency user.
  route('mobileApp', 'liensUtiles/application', 'Application mobile', AGENCY_USERS, [], { ...user, page: 'mobileApp' }),
  route('trainingPlan', 'liensUtiles/formation', 'Plan de formation', AGENCY_USERS, [], {
    ...user,
    page: 'trainingPlan',
  }),
  route('sponsorship', 'liensUtiles/parrainage', 'Parrainage', AGENCY_USERS, [], { ...user, page: 'sponsorship' }),
  route('websiteOffer', 'liensUtiles/site-internet', 'Offre site internet', AGENCY_USERS, [], {
    ...user,
    page: 'websiteOffer',
  }),
  route('about', 'liensUtiles/a-propos', 'À propos', AGENCY_USERS, [], { ...user, page: 'about' }),
  route('usefulDocs', 'liensUtiles/documents-utiles', 'Documents utiles', AGENCY_USERS, [], {
    ...user,
    page: 'usefulDocs',
  }),
];
