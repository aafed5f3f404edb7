// What other features may use of features/admin; the rest of the folder is its own.
export { useAdminAgencies } from './agencies/api/find-admin-agencies.ts';
