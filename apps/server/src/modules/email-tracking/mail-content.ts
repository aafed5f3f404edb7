import { emailTrackingMessages as texts } from '@securite/domain/email-tracking/email-tracking-messages';
import type { MailAttachmentInfo, MailContent } from '@securite/domain/email-tracking/email-tracking-schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailEvents, mailOutbox } from '../../db/schema/platform.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

/** The agency's mail, or 404 (another agency's mail is no mail of this one). */
async function mailOf(db: Db, agencyId: string, mailId: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), inAgency(mailOutbox, agencyId)));
  if (!mail) throw notFound(texts.mailNotFound);
  return mail;
}

/** GET {agency}/fetch/emails/{id}/content: the mail as written (its tracking is added when sent) and its history. */
export async function mailContent(db: Db, agencyId: string, mailId: string): Promise<MailContent> {
  const mail = await mailOf(db, agencyId, mailId);
  const events = await db
    .select({ type: mailEvents.type, at: mailEvents.at, detail: mailEvents.detail })
    .from(mailEvents)
    .where(and(inAgency(mailEvents, agencyId), eq(mailEvents.mailId, mail.id)))
    .orderBy(asc(mailEvents.at), asc(mailEvents.id));
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: mail.createdAt.toISOString(),
    events: events.map((e) => ({ type: e.type, at: e.at.toISOString(), detail: e.detail })),
  };
}

/** GET {agency}/fetch/emails/{id}/attachments: the files sent with the mail. */
export async function mailAttachmentList(db: Db, agencyId: string, mailId: string): Promise<MailAttachmentInfo[]> {
  const mail = await mailOf(db, agencyId, mailId);
  return db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mail.id))
    .orderBy(asc(mailAttachments.createdAt), asc(mailAttachments.filename));
}

/** One attached file, to download. */
export async function mailAttachmentFile(db: Db, agencyId: string, mailId: string, attachmentId: string) {
  const mail = await mailOf(db, agencyId, mailId);
  const [file] = await db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.mailId, mail.id)));
  if (!file) throw notFound(texts.attachmentNotFound);
  return { body: file.content, contentType: file.contentType, filename: file.filename };
}
