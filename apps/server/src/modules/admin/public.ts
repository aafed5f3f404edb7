// What other modules, the app and the tests may use of modules/admin; the rest of the folder is its own.

export { insertAgency } from './create-agency.ts';
export { adminRoutes } from './routes.ts';
