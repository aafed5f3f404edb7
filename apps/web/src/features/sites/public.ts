// What other features may use of features/sites; the rest of the folder is its own.

export { findSiteReferences, useSiteReferences } from './api/find-site-references.ts';
export { useAllSites } from './api/find-sites.ts';
export { siteReferencesKey } from './api/sites-keys.ts';
