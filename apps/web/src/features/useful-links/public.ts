// What other features and the app may use of features/useful-links; the rest of the folder is its own.

export { announcementsKey } from './api/find-announcements.ts';
export { usefulDocsKey, useUsefulDocs } from './api/find-useful-docs.ts';
export { usefulLinksKey, useUsefulLinks } from './api/get-links.ts';
export { tutorialsKey } from './api/get-tutorials.ts';
