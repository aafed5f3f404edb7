// What other modules, the app and the tests may use of modules/payments; the rest of the folder is its own.
export { paymentAdminRoutes, paymentRoutes, paymentWebhookRoutes } from './routes.ts';
