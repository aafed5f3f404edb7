import { randomUUID } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { detectContentType } from '@securite/domain/files/file-sniffing';
import { acceptedContentTypes, acceptedFormatsLabel } from '@securite/domain/files/file-types';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { StoredFile } from '../../files/file-storage.ts';
import { cleanFileName, contentDisposition } from './content-disposition.ts';

/** The folders of the platform's own files (not an agency's): the useful documents. */
export type PlatformFolder = 'useful-documents';

export interface PlatformFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Stores a file of the platform itself under platform/{folder}/{id}, checked like an agency's document upload
 * (not empty; a PDF or an image, read from its bytes and not from its name). A refusal stores nothing.
 */
export async function storePlatformFile(
  ctx: AppContext,
  input: { folder: PlatformFolder; name: string | undefined; bytes: Buffer },
): Promise<PlatformFile> {
  if (input.bytes.length === 0) throw new AppError(ErrorCode.FileRefused, messages.fileEmpty);
  const contentType = detectContentType(input.bytes, input.name);
  if (!contentType || !acceptedContentTypes['agent-document'].includes(contentType)) {
    throw new AppError(ErrorCode.FileRefused, messages.fileTypeRefused(acceptedFormatsLabel['agent-document']));
  }
  const key = `platform/${input.folder}/${randomUUID()}`;
  await ctx.files.put(key, input.bytes, contentType);
  return { key, name: cleanFileName(input.name), contentType, size: input.bytes.length };
}

/** Sends a stored file under its real name: images inline, documents as a download. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; size: number; name: string },
  stored: StoredFile,
) {
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(stored.size || file.size))
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('cache-control', 'private, no-store')
    .send(stored.body);
}
