import { contentDisposition } from '../files/public.ts';

/** Images inline (for <img>), everything else as a download, under the real name (the files module's header). */
export const contentDispositionOf = (contentType: string, name: string) =>
  contentDisposition(contentType.startsWith('image/') ? 'inline' : 'attachment', name);
