import { randomUUID } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { StoredFile } from '@securite/domain/files/file-schemas';
import { detectContentType } from '@securite/domain/files/file-sniffing';
import {
  acceptedFormatsLabel,
  acceptsContentType,
  type FilePurpose,
  fileTooLargeCaption,
  maxFileBytes,
} from '@securite/domain/files/file-types';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/files.ts';
import { cleanFileName } from './content-disposition.ts';
import { presentFile, storageKeyOf } from './repo.ts';

export interface UploadInput {
  agencyId: string;
  actorUserId: string;
  purpose: FilePurpose;
  name: string | undefined;
  bytes: Buffer;
}

/** The largest file a purpose takes here: its own limit, or the server's body limit when lower. */
export const uploadLimit = (ctx: AppContext, purpose: FilePurpose) =>
  Math.min(maxFileBytes[purpose], ctx.config.bodyLimit);

/** The 413 of a file over its limit, the limit in the caption. */
export const fileTooLarge = (limit: number) =>
  new AppError(ErrorCode.PayloadTooLarge, messages.payloadTooLarge, { details: fileTooLargeCaption(limit) });

/**
 * POST {agency}/upload: checks the file (not empty, not over its purpose's size, a format the purpose accepts, read
 * from its bytes and not from its name or declared type), stores it, then records it, unattached until a use case
 * gives it an owner. A refusal stores nothing.
 */
export async function uploadFile(ctx: AppContext, input: UploadInput): Promise<StoredFile> {
  const { agencyId, purpose, bytes } = input;
  if (bytes.length === 0) throw new AppError(ErrorCode.FileRefused, messages.fileEmpty);
  if (bytes.length > uploadLimit(ctx, purpose)) throw fileTooLarge(uploadLimit(ctx, purpose));
  const contentType = detectContentType(bytes, input.name);
  if (!contentType || !acceptsContentType(purpose, contentType)) {
    throw new AppError(ErrorCode.FileRefused, messages.fileTypeRefused(acceptedFormatsLabel[purpose]));
  }
  const id = randomUUID();
  const key = storageKeyOf(agencyId, id);
  await ctx.files.put(key, bytes, contentType);
  try {
    const [row] = await ctx.db
      .insert(files)
      .values({
        id,
        agencyId,
        key,
        originalName: cleanFileName(input.name),
        contentType,
        size: bytes.length,
        purpose,
        createdBy: input.actorUserId,
      })
      .returning();
    return presentFile(row);
  } catch (error) {
    // No bytes without their row.
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
}
