// What other modules, the app and the tests may use of modules/dashboard; the rest of the folder is its own.
export { dashboardRoutes } from './routes.ts';
