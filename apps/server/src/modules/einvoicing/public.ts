// What other modules, the app and the tests may use of modules/einvoicing; the rest of the folder is its own.
export {
  EINVOICING_POLL_QUEUE,
  EINVOICING_REPORT_QUEUE,
  EINVOICING_SUBMIT_QUEUE,
} from '../../jobs/einvoicing-queues.ts';
export { pollAllWaiting, pollStatuses } from './poll-statuses.ts';
export { reportPayments } from './report-payments.ts';
export { einvoicingRoutes } from './routes.ts';
export { submitDocument } from './submit-document.ts';

/** The daily safety net of the statuses' polls. */
export const EINVOICING_POLL_ALL_QUEUE = 'einvoicing.pollAll';
