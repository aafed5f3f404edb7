// What other modules, the app and the tests may use of modules/stream; the rest of the folder is its own.
export { streamRoutes } from './routes.ts';
