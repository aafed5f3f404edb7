import { randomUUID } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { EventAttachmentInput } from '@securite/domain/events/event-field-payload';
import { eventMessages } from '@securite/domain/events/event-messages';
import { detectContentType } from '@securite/domain/files/file-sniffing';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { type StoredAttachment, serviceEventFiles } from '../../db/schema/events.ts';
import { storageKeyOf } from '../files/public.ts';
import { sha256 } from './event-chain-store.ts';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Keeps the attachments of an event or message: their bytes in the file storage (agencies/{agency}/{file}), a row
 * each with their SHA-256 (which the chain covers). `stored` receives each storage key as soon as it is written,
 * so that the caller removes the bytes if its transaction fails.
 */
export async function storeEventFiles(
  ctx: AppContext,
  tx: Tx,
  input: { agencyId: string; eventId: string; at: Date; attachments: readonly EventAttachmentInput[] },
  stored: (key: string) => void,
): Promise<StoredAttachment[]> {
  const kept: StoredAttachment[] = [];
  for (const [index, attachment] of input.attachments.entries()) {
    const bytes = Buffer.from(attachment.dataUrl.slice(attachment.dataUrl.indexOf(',') + 1), 'base64');
    const contentType = detectContentType(bytes);
    if (!contentType || !(contentType in extensions))
      throw new AppError(ErrorCode.FileRefused, eventMessages.attachmentInvalid);
    const fileId = randomUUID();
    const key = storageKeyOf(input.agencyId, fileId);
    await ctx.files.put(key, bytes, contentType);
    stored(key);
    const stamp = input.at.toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const name = attachment.name?.trim() || `piece-jointe-${stamp}-${index + 1}.${extensions[contentType]}`;
    const hash = sha256(bytes);
    await tx.insert(serviceEventFiles).values({
      id: fileId,
      agencyId: input.agencyId,
      eventId: input.eventId,
      key,
      name,
      contentType,
      size: bytes.length,
      sha256: hash,
    });
    kept.push({ fileId, name, contentType, sha256: hash });
  }
  return kept;
}
