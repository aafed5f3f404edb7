// What other features and the app may use of features/customer-portal; the rest of the folder is its own.
export { type CustomerDashboardLinks, CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { CustomerServicesPage } from './customer-services-page.tsx';
