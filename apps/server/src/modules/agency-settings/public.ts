// What other modules, the app and the tests may use of modules/agency-settings; the rest of the folder is its own.
export { agencyTypeRoutes } from './agency-type-routes.ts';
export { findLiveAgencyType } from './find-agency-types.ts';
export { agencyIdentityRoutes } from './identity-routes.ts';
export { agencySettingsRoutes } from './routes.ts';
