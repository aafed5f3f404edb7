export { mapRoutes } from './routes.ts';
