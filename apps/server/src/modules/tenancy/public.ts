// What other modules, the app and the tests may use of modules/tenancy; the rest of the folder is its own.
export { tenancyRoutes } from './routes.ts';
