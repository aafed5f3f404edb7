import type { MailEventType } from '@securite/domain/email-tracking/email-tracking-schemas';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailEvents, mailLinks, mailOutbox } from '../../db/schema/platform.ts';

/** A mail client that shows the mail twice in a row (preview then open) counts once: one event a minute at most. */
export const TRACKING_DEDUP_MS = 60_000;

async function recordOnce(
  db: Db,
  mail: { id: string; agencyId: string | null },
  type: MailEventType,
  detail: string | null,
) {
  const since = new Date(Date.now() - TRACKING_DEDUP_MS);
  const conditions = [eq(mailEvents.mailId, mail.id), eq(mailEvents.type, type), gt(mailEvents.at, since)];
  if (detail !== null) conditions.push(eq(mailEvents.detail, detail));
  // every agency: the events of the mail just read by its token (a platform mail has no agency).
  const [recent] = await db
    .select({ id: mailEvents.id })
    .from(mailEvents)
    .where(and(...conditions))
    .limit(1);
  if (!recent) await db.insert(mailEvents).values({ mailId: mail.id, agencyId: mail.agencyId, type, detail });
}

/** GET /api/mail/open/{token}.gif: the mail was shown with its images. Unknown tokens are ignored. */
export async function recordOpen(db: Db, token: string): Promise<void> {
  // every agency: the tracking token names its mail, whichever agency sent it (no tenant: a mail client calls).
  const [mail] = await db
    .select({ id: mailOutbox.id, agencyId: mailOutbox.agencyId })
    .from(mailOutbox)
    .where(eq(mailOutbox.trackingToken, token));
  if (mail) await recordOnce(db, mail, 'opened', null);
}

/** GET /api/mail/click/{token}/{position}: the stored target of the mail's link, the click recorded; or null. */
export async function recordClick(db: Db, token: string, position: number): Promise<string | null> {
  // every agency: the tracking token names its mail, whichever agency sent it (no tenant: a mail client calls).
  const [link] = await db
    .select({ url: mailLinks.url, id: mailOutbox.id, agencyId: mailOutbox.agencyId })
    .from(mailLinks)
    .innerJoin(mailOutbox, eq(mailOutbox.id, mailLinks.mailId))
    .where(and(eq(mailOutbox.trackingToken, token), eq(mailLinks.position, position)));
  if (!link) return null;
  await recordOnce(db, link, 'clicked', link.url);
  return link.url;
}
