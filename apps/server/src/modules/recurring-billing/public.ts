// What other modules, the app and the tests may use of modules/recurring-billing; the rest of the folder is its own.
export {
  generateDueInvoices,
  RECURRENCE_SEND_QUEUE,
  RECURRENCES_QUEUE,
  sendRecurrenceInvoice,
} from './generate-recurrences.ts';
export { findRemindSchedule, REMINDERS_QUEUE, sendDueReminders } from './remind-invoices.ts';
export { recurrenceRoutes } from './routes.ts';
