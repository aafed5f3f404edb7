// What other modules, the app and the tests may use of modules/billing; the rest of the folder is its own.

// For the recurring invoices and reminders (modules/recurring-billing), which run as the agency in background jobs.
export { getBillingCustomer } from './billing-customer.ts';
export { getBillingSeller } from './billing-settings.ts';
export { invoiceFamily } from './document-families.ts';
export { estimateRoutes, invoiceRoutes, purchaseOrderRoutes } from './document-routes.ts';
export { renderDocument } from './render-document-pdf.ts';
export { sendDocumentEmail } from './send-document-email.ts';
export { commercialDocsSettingsRoutes } from './settings-routes.ts';
// For e-invoicing (modules/einvoicing): a validated invoice's data again, to write it in UBL.
export { validateDocument, validatedDocumentOf } from './validate-document.ts';
export { insertDocument } from './write-lines.ts';
