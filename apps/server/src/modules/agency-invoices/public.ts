// What other modules, the app and the tests may use of modules/agency-invoices; the rest of the folder is its own.
export { type AgencyInvoiceRow, createAgencyInvoice, type NewAgencyInvoice } from './create-agency-invoice.ts';
export { getAgencyInvoice, getAgencyInvoiceRow } from './find-agency-invoices.ts';
export { type InvoicePaymentInput, type RecordedPayment, recordInvoicePayment } from './record-invoice-payment.ts';
export { agencyInvoiceAdminRoutes, agencyInvoiceRoutes } from './routes.ts';
