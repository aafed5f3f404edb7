// What other modules, the app and the tests may use of modules/stock; the rest of the folder is its own.
export { agentStockRoutes, customerStockRoutes, stockRoutes } from './routes.ts';
export { getStockSettings } from './stock-settings.ts';
