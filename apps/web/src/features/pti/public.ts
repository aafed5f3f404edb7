// What the app may use of features/supervision; the rest of the folder is its own.
export { AlertsPage } from './alerts-page.tsx';
export { SupervisionPage } from './supervision-page.tsx';
