import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { filePurposes } from './file-types.ts';

/** POST {agency}/upload?purpose=: one file in a multipart body, field 'file'. */
export const zUploadQuery = z.object({ purpose: z.enum(filePurposes, { error: m.invalid }) });
export type UploadQuery = z.infer<typeof zUploadQuery>;

/** A stored file as the API shows it; its bytes are at GET {agency}/files/{id}/download. */
export const zStoredFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  purpose: z.enum(filePurposes),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof zStoredFile>;

/** The API path of a file's bytes, under the agency (the web prefixes /api). */
export const fileDownloadPath = (agencyId: string, fileId: string) =>
  `/agency/${encodeURIComponent(agencyId)}/files/${encodeURIComponent(fileId)}/download` as const;
