// What other modules, the app and the tests may use of modules/information-notes; the rest of the folder is its own.
export { informationNoteRoutes } from './routes.ts';
