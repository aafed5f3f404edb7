export { agencyReportRoutes } from './routes.ts';
export { AGENCY_REPORT_SEND_QUEUE, createReportAtEnd, sendAgencyReport } from './send-agency-report.ts';
