// What other modules, the app and the tests may use of modules/dashboard; the rest of the folder is its own.
export { dashboardRoutes } from './routes.ts';
export { tileClock } from './tile-clock.ts';
// The customer portal's dashboard counts its sites' rounds of today the same way.
export { countTodayRounds } from './today-rounds.ts';
