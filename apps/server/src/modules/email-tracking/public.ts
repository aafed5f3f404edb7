export { emailTrackingRoutes, mailTrackingPublicRoutes } from './routes.ts';
