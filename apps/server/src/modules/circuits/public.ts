// What other modules, the app and the tests may use of modules/circuits; the rest of the folder is its own.
export { circuitRoutes } from './routes.ts';
