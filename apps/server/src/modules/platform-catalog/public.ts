// What other modules, the app and the tests may use of modules/platform-catalog; the rest of the folder is its own.
export { catalogAgencyRoutes } from './agency-routes.ts';
export { platformCatalogRoutes } from './routes.ts';
