export { accountingRoutes } from './routes.ts';
