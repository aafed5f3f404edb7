// What other modules, the app and the tests may use of modules/shop; the rest of the folder is its own.
export { shopAdminRoutes } from './admin-routes.ts';
export { getOrder } from './find-orders.ts';
export { markAwaitingPayment, markOrderPaid, orderForPayment } from './order-states.ts';
export { orderNumber } from './present-order.ts';
export { shopRoutes } from './routes.ts';
