import { zipEntryNames } from '@securite/domain/documents/document-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { formatFileSize } from '@securite/domain/files/file-types';
import type { AppContext } from '../../context.ts';
import { bufferOf } from '../../files/file-storage.ts';
import { notFound } from '../../http/errors.ts';

/** A stored file to put in a zip or send alone. */
export interface ZipEntry {
  name: string;
  key: string;
  size: number;
}

/** A zip holds at most this many times the upload limit (a whole page of documents, not the whole storage). */
export const ZIP_LIMIT_FACTOR = 5;

/** The bytes of a stored file; 404 when the storage lost them. */
export async function readStored(ctx: AppContext, key: string): Promise<Buffer> {
  const stored = await ctx.files.get(key);
  if (!stored) throw notFound(messages.fileUnavailable);
  return bufferOf(stored.body);
}

/**
 * The files as one zip archive, under unique names. Over ZIP_LIMIT_FACTOR × BODY_LIMIT_MB in all: 413 « Erreur:
 * fichiers volumineux », with the total and the limit as its caption, before anything is read. PDF and images are
 * compressed already: they are stored as they are, which keeps the archive quick to make.
 */
export async function zipFiles(ctx: AppContext, entries: readonly ZipEntry[]): Promise<Buffer> {
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  const limit = ZIP_LIMIT_FACTOR * ctx.config.bodyLimit;
  if (total > limit) {
    throw new AppError(ErrorCode.PayloadTooLarge, messages.payloadTooLarge, {
      details: `Les fichiers choisis pèsent ${formatFileSize(total)} ; une archive en contient ${formatFileSize(limit)} au plus. Choisissez moins de documents.`,
    });
  }
  const names = zipEntryNames(entries.map((e) => e.name));
  const archive: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const [index, entry] of entries.entries()) {
    archive[names[index]] = [await readStored(ctx, entry.key), { level: 0 }];
  }
  const { zipSync } = await import('fflate');
  const zipped = zipSync(archive);
  return Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}
