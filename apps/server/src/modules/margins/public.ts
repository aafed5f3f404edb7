// What other modules, the app and the tests may use of modules/margins; the rest of the folder is its own.

export { marginRoutes } from './routes.ts';
