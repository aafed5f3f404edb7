import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { detectContentType } from '@securite/domain/files/file-sniffing';
import { acceptedFormatsLabel, acceptsContentType } from '@securite/domain/files/file-types';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { servicePhotos } from '../../db/schema/field.ts';
import { files } from '../../db/schema/files.ts';
import { storageKeyOf } from '../files/public.ts';

export interface PhotoInput {
  /** The queued message's uuid: the photo's id and its file's, so that a retry finds the same key. */
  uuid: string;
  agencyId: string;
  agentId: string;
  userId: string;
  serviceId: string;
  dataUrl: string;
  takenAt: Date;
}

/**
 * Keeps a photo of the end of a service: its bytes in the file storage (agencies/{agency}/{uuid}), a file row
 * owned by the agent, and the link to the service. Returns the storage key, to remove the bytes if the
 * transaction that records it fails.
 */
export async function storeServicePhoto(ctx: AppContext, tx: Tx, input: PhotoInput): Promise<string> {
  const bytes = Buffer.from(input.dataUrl.slice(input.dataUrl.indexOf(',') + 1), 'base64');
  const contentType = detectContentType(bytes);
  if (!contentType || !acceptsContentType('service-photo', contentType)) {
    throw new AppError(ErrorCode.FileRefused, messages.fileTypeRefused(acceptedFormatsLabel['service-photo']));
  }
  const key = storageKeyOf(input.agencyId, input.uuid);
  await ctx.files.put(key, bytes, contentType);
  const extension = contentType.slice('image/'.length).replace('jpeg', 'jpg');
  await tx.insert(files).values({
    id: input.uuid,
    agencyId: input.agencyId,
    key,
    originalName: `photo-${input.takenAt.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${extension}`,
    contentType,
    size: bytes.length,
    purpose: 'service-photo',
    ownerMembershipId: input.agentId,
    createdBy: input.userId,
  });
  await tx.insert(servicePhotos).values({
    id: input.uuid,
    agencyId: input.agencyId,
    serviceId: input.serviceId,
    fileId: input.uuid,
    takenAt: input.takenAt,
  });
  return key;
}
