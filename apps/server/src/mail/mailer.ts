import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailAttachments, mailOutbox } from '../db/schema/platform.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  agencyId?: string | null;
  /** Files sent with the mail (kept beside the outbox row until it is deleted). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Whether a real SMTP server is configured; otherwise mails stay in the outbox for the mail viewer. */
  readonly smtp: boolean;
  /** Records the mail in the outbox (status queued) and returns its id; delivery is a job (see queueMail). */
  record(message: MailMessage, tx?: Tx): Promise<string>;
  /** Delivers one outbox mail over SMTP, or marks it stored when there is no SMTP. */
  deliver(id: string): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, db: Db, log: Logger): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    smtp: transport !== null,
    async record(message, tx = db) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          agencyId: message.agencyId ?? null,
        })
        .returning({ id: mailOutbox.id });
      const files = message.attachments ?? [];
      if (files.length) {
        await tx.insert(mailAttachments).values(
          files.map((file) => ({
            mailId: row.id,
            filename: file.filename,
            contentType: file.contentType,
            size: file.content.length,
            content: file.content,
          })),
        );
      }
      return row.id;
    },
    async deliver(id) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
      if (!transport) {
        await db.update(mailOutbox).set({ status: 'stored' }).where(eq(mailOutbox.id, id));
        log.info({ mail: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      const files = await db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, id))
        .orderBy(mailAttachments.createdAt, mailAttachments.filename);
      try {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: files.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
          })),
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), messageId: info.messageId, error: null })
          .where(eq(mailOutbox.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ status: 'failed', error: message }).where(eq(mailOutbox.id, id));
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}
