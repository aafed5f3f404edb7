// What other modules, the app and the tests may use of modules/field; the rest of the folder is its own.
export { fieldRoutes } from './routes.ts';
