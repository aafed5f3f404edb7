// What other features may use of features/agency-settings; the rest of the folder is its own.
export { useAgencyTypes } from './api/find-agency-types.ts';
export { useFieldSettings } from './api/get-field-settings.ts';
