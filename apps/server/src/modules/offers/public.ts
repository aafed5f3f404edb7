// What other modules, the app and the tests may use of modules/offers; the rest of the folder is its own.
export { offerRoutes } from './routes.ts';
