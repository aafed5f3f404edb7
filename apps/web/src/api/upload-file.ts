import { type StoredFile, zStoredFile } from '@securite/domain/files/file-schemas';
import type { FilePurpose } from '@securite/domain/files/file-types';
import { agencyPath, apiRequest } from './client.ts';

/**
 * POST {agency}/upload?purpose=: one file as multipart. The file is not attached to anything yet: the caller
 * attaches it (photo, documents) with its id. Refusals (format, empty, 413) show the server's message.
 */
export function uploadFile(agencyId: string, purpose: FilePurpose, file: Blob, name: string): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, name);
  return apiRequest(agencyPath(agencyId, `/upload?purpose=${purpose}`), {
    method: 'POST',
    body: form,
    schema: zStoredFile,
  });
}
