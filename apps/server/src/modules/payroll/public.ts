// What other modules, the app and the tests may use of modules/payroll; the rest of the folder is its own.
export { payrollRoutes } from './routes.ts';
