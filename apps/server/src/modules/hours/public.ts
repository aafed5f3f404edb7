// What other modules, the app and the tests may use of modules/hours; the rest of the folder is its own.

// The payroll export counts the month's hours exactly as the hours screens do.
export { findAgentsHours } from './find-agents-hours.ts';
// The margins cost the ended services' time with the same pay categories.
export { findWorkedTimes } from './find-worked-times.ts';
export { hoursRoutes } from './routes.ts';
