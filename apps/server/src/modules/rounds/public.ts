// What other modules, the app and the tests may use of modules/rounds; the rest of the folder is its own.
export { roundRoutes } from './routes.ts';
