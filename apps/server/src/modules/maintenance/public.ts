// What other modules, the app and the tests may use of modules/maintenance; the rest of the folder is its own.
export { registerMaintenanceGuard } from './maintenance-guard.ts';
export { maintenanceRoutes } from './routes.ts';
