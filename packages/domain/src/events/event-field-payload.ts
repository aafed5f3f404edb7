import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { zOptionalString, zText, zUuid } from '../validation/zod.ts';
import { attachmentFormat } from './attachment-format.ts';
import { isEventFieldAction } from './event-actions.ts';
import { eventMessages as texts } from './event-messages.ts';
import { EVENT_TYPE_KEY_PATTERN } from './service-event-types.ts';

/** A phone photo scaled down is far below this; a PDF of a few pages too. */
export const MAX_ATTACHMENT_DATA_URL = 4_000_000;
export const MAX_ATTACHMENTS = 5;

/** A photo taken on the phone or a file, sent as a data URL with the message (spec 000 section 3, attachments). */
export const zEventAttachmentInput = z.object({
  name: zOptionalString(200),
  dataUrl: z
    .string()
    .max(MAX_ATTACHMENT_DATA_URL, texts.attachmentTooLarge)
    .refine((value) => attachmentFormat(value) !== null, texts.attachmentInvalid),
});
export type EventAttachmentInput = z.infer<typeof zEventAttachmentInput>;

export const zEventTypeKey = zText(texts.typeRequired).trim().regex(EVENT_TYPE_KEY_PATTERN, texts.typeRequired);

/**
 * The main courante part of a queued field message (`event`): which event (its uuid, made on the phone) and, by
 * message type, its type and description (event.create), the message and its text or attachments.
 */
export const zFieldEventPayload = z.object({
  eventId: zUuid(),
  typeKey: zEventTypeKey.optional(),
  description: zOptionalString(5000),
  messageId: zUuid().optional(),
  content: zOptionalString(5000),
  attachments: z.array(zEventAttachmentInput).max(MAX_ATTACHMENTS, texts.tooManyAttachments).optional(),
  /** event.create during a round (« Signaler »): the execution being walked and the checkpoint where. */
  roundExecutionId: zUuid().optional(),
  checkpointId: zUuid().optional(),
});
export type FieldEventPayload = z.infer<typeof zFieldEventPayload>;

/** The payload's rules per message type, for the queued message's superRefine. */
export function refineFieldEvent(
  message: { type: string; event?: FieldEventPayload },
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void },
): void {
  const issue = (message: string, ...path: string[]) =>
    ctx.addIssue({ code: 'custom', message, path: ['event', ...path] });
  const event = message.event;
  if (isEventFieldAction(message.type) !== (event !== undefined)) {
    issue(texts.payloadMismatch);
    return;
  }
  if (!event) return;
  const hasText = Boolean(event.content?.trim());
  const hasFiles = (event.attachments?.length ?? 0) > 0;
  if (message.type !== 'event.create' && (event.roundExecutionId || event.checkpointId)) {
    issue(texts.payloadMismatch, 'roundExecutionId');
  }
  if (event.checkpointId && !event.roundExecutionId) issue(texts.roundRequired, 'checkpointId');
  switch (message.type) {
    case 'event.create':
      if (!event.typeKey) issue(texts.typeRequired, 'typeKey');
      if (!event.description?.trim() && !hasFiles) issue(texts.descriptionRequired, 'description');
      if (event.messageId || event.content) issue(texts.payloadMismatch, 'messageId');
      return;
    case 'event.message':
      if (!event.messageId) issue(m.required, 'messageId');
      if (!hasText && !hasFiles) issue(texts.messageRequired, 'content');
      return;
    case 'event.message.edit':
      if (!event.messageId) issue(m.required, 'messageId');
      if (!hasText) issue(texts.contentRequired, 'content');
      if (hasFiles) issue(texts.payloadMismatch, 'attachments');
      return;
    case 'event.message.delete':
      if (!event.messageId) issue(m.required, 'messageId');
      if (hasText || hasFiles) issue(texts.payloadMismatch, 'content');
      return;
  }
}
