// What the app may use of features/recurring-billing; the rest of the folder is its own.
export { EmailRemindPage } from './email-remind-page.tsx';
export { RecurrencesPage } from './recurrences-page.tsx';
