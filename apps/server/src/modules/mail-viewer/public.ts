// What other modules, the app and the tests may use of modules/mail-viewer; the rest of the folder is its own.
export { mailViewerRoutes } from './routes.ts';
