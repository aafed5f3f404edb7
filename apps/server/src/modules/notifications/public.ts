// What other modules, the app and the tests may use of modules/notifications; the rest of the folder is its own.
export { notifyUser } from './notify-user.ts';
export { presentNotification } from './present-notification.ts';
export { pushRoutes } from './push/push-routes.ts';
export { deliverPush, PUSH_QUEUE, type PushInput, pushToUsers } from './push/send-push.ts';
export { vapidKeys } from './push/vapid-keys.ts';
export { notificationRoutes } from './routes.ts';
