// What other modules, the app and the tests may use of modules/daily-reports; the rest of the folder is its own.
export {
  DAILY_REPORTS_TICK_QUEUE,
  isTickMinute,
  runDailyReports,
  runDailyReportTick,
  TICK_MINUTES,
} from './run-daily-reports.ts';
export { DAILY_REPORT_SEND_QUEUE, sendDailyReport } from './send-daily-report.ts';
