// What other modules, the app and the tests may use of modules/devices; the rest of the folder is its own.
export { deviceRoutes } from './routes.ts';
