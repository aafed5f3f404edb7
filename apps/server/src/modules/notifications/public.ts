// What other modules, the app and the tests may use of modules/notifications; the rest of the folder is its own.
export { notifyUser } from './notify-user.ts';
export { presentNotification } from './present-notification.ts';
export { notificationRoutes } from './routes.ts';
