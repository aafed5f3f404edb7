// What other modules, the app and the tests may use of modules/unavailabilities; the rest of the folder is its own.
export { unavailabilityRoutes } from './routes.ts';
