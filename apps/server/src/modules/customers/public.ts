// What other modules, the app and the tests may use of modules/customers; the rest of the folder is its own.
export { type CustomerBillingIdentity, customerBillingIdentity } from './customer-billing-identity.ts';
export { findCustomersLeftToPay } from './customer-left-to-pay.ts';
export { findCustomerPricings } from './customer-pricing.ts';
export { customerRequestRoutes } from './customer-request-routes.ts';
export { customerRoutes } from './routes.ts';
