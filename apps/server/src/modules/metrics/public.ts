// What other modules, the app and the tests may use of modules/metrics; the rest of the folder is its own.
export { metricsRoutes } from './routes.ts';
