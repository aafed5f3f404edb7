// What other modules, the app and the tests may use of modules/agency-import; the rest of the folder is its own.
export { agencyImportRoutes } from './routes.ts';
