// What other modules, the app and the tests may use of modules/billing; the rest of the folder is its own.

export { getBillingSeller } from './billing-settings.ts';
export { estimateRoutes, invoiceRoutes, purchaseOrderRoutes } from './document-routes.ts';
// The customers list and dialog show each customer's « Reste à payer ».
export { findLeftToPayByCustomer } from './left-to-pay.ts';
export { commercialDocsSettingsRoutes } from './settings-routes.ts';
