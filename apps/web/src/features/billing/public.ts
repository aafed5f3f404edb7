// What the app may use of features/billing; the rest of the folder is its own.
export { CommercialDocsSettingsPage } from './commercial-docs-settings-page.tsx';
export { CustomerInvoicesPage } from './customer-invoices-page.tsx';
export { DocumentsPage } from './documents-page.tsx';
