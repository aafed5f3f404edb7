// What other modules, the app and the tests may use of modules/documents; the rest of the folder is its own.
export { documentRoutes } from './routes.ts';
