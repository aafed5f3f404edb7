// What other features may use of features/admin-agencies; the rest of the folder is its own.
export { useAdminAgencies } from './api/find-admin-agencies.ts';
