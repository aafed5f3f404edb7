// What other modules, the app and the tests may use of modules/sites; the rest of the folder is its own.
export { geocodingRoutes } from './geocoding-routes.ts';
export { siteRoutes } from './routes.ts';
export { findAgencySite } from './site-access.ts';
export { siteExclusionRoutes } from './site-exclusion-routes.ts';
export { siteWriteRoutes } from './write-routes.ts';
