// What the app may use of modules/timeline; the rest of the folder is its own.
export { timelineRoutes } from './routes.ts';
