// What other modules, the app and the tests may use of modules/files; the rest of the folder is its own.
export { contentDisposition } from './content-disposition.ts';

export { type PlatformFile, sendStoredFile, storePlatformFile } from './platform-files.ts';
export { purgeAbandonedUploads } from './purge-abandoned-uploads.ts';
export type { FileRow } from './repo.ts';
export { findFile, findPhotoIds, ownedFilesWhere, storageKeyOf } from './repo.ts';
export { fileRoutes } from './routes.ts';
