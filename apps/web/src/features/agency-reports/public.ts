// What other features may use of features/agency-reports; the rest of the folder is its own.
export { CustomerAgencyReportsPage } from './customer-agency-reports-page.tsx';
export { ServiceAgencyReport } from './service-agency-report.tsx';
