// What other modules, the app and the tests may use of modules/hours; the rest of the folder is its own.
export { hoursRoutes } from './routes.ts';
