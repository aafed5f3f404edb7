// What other modules, the app and the tests may use of modules/admin-dashboard; the rest of the folder is its own.
export { platformMetric } from './platform-metrics.ts';
export { adminDashboardRoutes } from './routes.ts';
