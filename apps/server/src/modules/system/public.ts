// What other modules, the app and the tests may use of modules/system; the rest of the folder is its own.
export { PURGE_QUEUE, purgeExpiredData } from './purge-expired-data.ts';
export { systemRoutes } from './routes.ts';
