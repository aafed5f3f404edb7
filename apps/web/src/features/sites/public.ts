// What other features may use of features/sites; the rest of the folder is its own.
export { useAllSites } from './api/find-sites.ts';
