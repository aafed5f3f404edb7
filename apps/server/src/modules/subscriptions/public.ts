// What other modules, the app and the tests may use of modules/subscriptions; the rest of the folder is its own.
export {
  billingAccountOf,
  readBillingAccount,
  recordPaymentFailure,
  setProviderCustomer,
  settleAgency,
} from './billing-standing.ts';
export { LOCK_QUEUE, lockOverdueAgencies } from './lock-agencies.ts';
export { activateSubscription, grantAgentRecords } from './plan-changes.ts';
export { subscriptionAdminRoutes, subscriptionRoutes } from './routes.ts';
