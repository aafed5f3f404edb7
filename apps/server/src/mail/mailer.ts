import type { MailEventType, MailKind } from '@securite/domain/email-tracking/email-tracking-schemas';
import { trackedLinksOf, trackHtml } from '@securite/domain/email-tracking/tracked-html';
import { eq } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { mailAttachments, mailEvents, mailLinks, mailOutbox } from '../db/schema/platform.ts';
import { addressOf, agencySender, signMail } from './agency-sender.ts';
import { linkifyText } from './html.ts';

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
  /** What the mail is about, for the tracking page (default « Autre »). */
  kind?: MailKind;
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

/** An agency's mails are tracked (opens and clicks), except account mails, whose links carry a personal token. */
const isTracked = (mail: { agencyId: string | null; kind: MailKind }) =>
  mail.agencyId !== null && mail.kind !== 'account';

/** The HTML part of a plain-text mail: its text, escaped, with clickable links. */
export function htmlOfText(text: string): string {
  return `<!doctype html>\n<html lang="fr"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">${linkifyText(text).replace(/\n/g, '<br>')}</body></html>`;
}

/** The open pixel and the click redirects of a tracked mail (routes of modules/email-tracking). */
export const trackingUrls = (publicUrl: string, token: string) => ({
  pixel: `${publicUrl}/api/mail/open/${token}.gif`,
  click: (position: number) => `${publicUrl}/api/mail/click/${token}/${position}`,
});

/**
 * The HTML part as sent: for a tracked mail, its links through the redirects and the open pixel (a plain-text mail
 * gets an HTML part for it); otherwise the html as written.
 */
export function htmlAsSent(
  publicUrl: string,
  mail: { html: string | null; text: string; agencyId: string | null; kind: MailKind; trackingToken: string },
): string | undefined {
  if (!isTracked(mail)) return mail.html ?? undefined;
  const urls = trackingUrls(publicUrl, mail.trackingToken);
  // The links were stored in this order from this same html when the mail was recorded: link n is position n.
  return trackHtml(mail.html ?? htmlOfText(mail.text), urls.click, urls.pixel);
}

/** An SMTP answer code of a permanent refusal (5xx): the mail bounced, retrying would not help. */
const permanentCode = (error: unknown): number | null => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 ? code : null;
};

export function createMailer(config: Config, db: Db, log: Logger): Mailer {
  // nodemailer is loaded with the first mail sent over SMTP (without SMTP_URL mails stay in the outbox).
  const smtpUrl = config.smtpUrl;
  let made: Promise<Transporter> | null = null;
  let opened: Transporter | null = null;
  const transport = smtpUrl
    ? {
        async sendMail(mail: SendMailOptions) {
          made ??= import('nodemailer').then(({ default: nodemailer }) => {
            opened = nodemailer.createTransport(smtpUrl);
            return opened;
          });
          return (await made).sendMail(mail);
        },
      }
    : null;
  return {
    smtp: transport !== null,
    async record(message, tx = db) {
      // An agency's mail leaves under its name, answers go to it, and it is signed (params/email); account
      // mails (invitations, password resets) are the platform's words and stay unsigned.
      const sender = message.agencyId ? await agencySender(tx, message.agencyId) : null;
      const kind = message.kind ?? 'other';
      const parts =
        sender && kind !== 'account'
          ? signMail({ text: message.text, html: message.html ?? null }, sender.signature)
          : { text: message.text, html: message.html ?? null };
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: parts.text,
          html: parts.html,
          fromName: sender?.fromName ?? null,
          replyTo: sender?.replyTo ?? null,
          agencyId: message.agencyId ?? null,
          kind,
        })
        .returning({ id: mailOutbox.id, agencyId: mailOutbox.agencyId, kind: mailOutbox.kind });
      await tx.insert(mailEvents).values({ mailId: row.id, agencyId: row.agencyId, type: 'queued' });
      if (isTracked(row)) {
        const links = trackedLinksOf(parts.html ?? htmlOfText(parts.text));
        if (links.length) {
          await tx.insert(mailLinks).values(links.map((url, position) => ({ mailId: row.id, position, url })));
        }
      }
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
      // every agency: the mail job delivers any agency's mail by its id
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
      const event = (type: MailEventType, detail: string | null = null) =>
        db.insert(mailEvents).values({ mailId: id, agencyId: mail.agencyId, type, detail });
      if (!transport) {
        // every agency: the outbox row read by id above (platform mails have no agency).
        await db.update(mailOutbox).set({ status: 'stored' }).where(eq(mailOutbox.id, id));
        await event('stored');
        log.info({ mail: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      const files = await db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, id))
        .orderBy(mailAttachments.createdAt, mailAttachments.filename);
      const html = htmlAsSent(config.publicUrl, mail);
      try {
        const info = await transport.sendMail({
          from: mail.fromName ? { name: mail.fromName, address: addressOf(config.mailFrom) } : config.mailFrom,
          replyTo: mail.replyTo ?? undefined,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html,
          attachments: files.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
            // A picture the HTML shows inline (`<img src="cid:name">`, the daily report's thumbnails) is its cid.
            ...(html?.includes(`cid:${file.filename}`) ? { cid: file.filename } : {}),
          })),
        });
        // every agency: the outbox row read by id above (platform mails have no agency).
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), messageId: info.messageId, error: null })
          .where(eq(mailOutbox.id, id));
        const response = typeof info.response === 'string' ? info.response : null;
        await event('sent', response);
        const rejected = (info.rejected ?? []).map(String);
        if (rejected.length) await event('bounced', `Refusé par le serveur SMTP : ${rejected.join(', ')}`);
        else await event('delivered', response);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // every agency: the outbox row read by id above (platform mails have no agency).
        await db.update(mailOutbox).set({ status: 'failed', error: message }).where(eq(mailOutbox.id, id));
        const code = permanentCode(error);
        // A permanent refusal is the SMTP answer's bounce: recorded, and not retried.
        if (code !== null) {
          await event('bounced', message);
          return;
        }
        await event('failed', message);
        throw error;
      }
    },
    close() {
      opened?.close();
    },
  };
}
