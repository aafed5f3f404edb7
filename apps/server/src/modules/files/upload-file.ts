import { randomUUID } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { StoredFile } from '@securite/domain/files/file-schemas';
import {
  acceptedContentTypes,
  acceptedFormatsLabel,
  detectContentType,
  type FilePurpose,
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

/**
 * POST {agency}/upload: checks the file (not empty, a format the purpose accepts, read from its bytes and
 * not from its name), stores it, then records it, unattached until a use case gives it an owner. A refusal
 * stores nothing.
 */
export async function uploadFile(ctx: AppContext, input: UploadInput): Promise<StoredFile> {
  const { agencyId, purpose, bytes } = input;
  if (bytes.length === 0) throw new AppError(ErrorCode.FileRefused, messages.fileEmpty);
  const contentType = detectContentType(bytes);
  if (!contentType || !acceptedContentTypes[purpose].includes(contentType)) {
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
