// What other modules, the app and the tests may use of modules/customer-portal; the rest of the folder is its own.
export { customerPortalRoutes } from './routes.ts';
