// What other modules, the app and the tests may use of modules/communication; the rest of the folder is its own.
export { communicationRoutes } from './routes.ts';
