// What other features may use of features/subscription-admin; the rest of the folder is its own.
export { AgencyPicker, type PickedAgency } from './agency-picker.tsx';
