// What other features may use of features/subscriptions; the rest of the folder is its own.
export { AgencyPicker, type PickedAgency } from './admin/agency-picker.tsx';
