import { messages } from '@securite/domain/errors/messages';
import { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { notifyUser } from '../notifications/public.ts';
import { collectExpirations } from './expiration-rows.ts';
import { expirationsDigestMail } from './expirations-digest-mail.ts';

/** The daily job: fans out one digest job per agency. */
export const EXPIRATIONS_DIGEST_QUEUE = 'agents.expirations-digest';
/** One agency's digest; keyed by agency and day, so a retried fan-out never sends it twice. */
export const AGENCY_EXPIRATIONS_DIGEST_QUEUE = 'agents.expirations-digest.agency';

/**
 * The daily expirations digest: one job per agency, so that an agency whose digest fails is retried alone and
 * the others are not sent twice.
 */
export async function runExpirationsDigest(ctx: AppContext, payload: { day?: unknown }): Promise<number> {
  const day = typeof payload.day === 'string' ? payload.day : todayIn('Europe/Paris');
  const rows = await ctx.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.locked, false));
  for (const { id } of rows) {
    await ctx.jobs.enqueue(
      AGENCY_EXPIRATIONS_DIGEST_QUEUE,
      { agencyId: id, day },
      { uniqueKey: `${AGENCY_EXPIRATIONS_DIGEST_QUEUE}:${id}:${day}` },
    );
  }
  return rows.length;
}

/**
 * Tells one agency which CNAPS cards and certificates of its agents are expired or expire soon: a notice to
 * each owner, and an e-mail to the agency's address (or to the owners when it has none). Nothing is sent
 * when nothing is due. The notices and mails are written in one transaction.
 */
export async function sendAgencyExpirationsDigest(
  ctx: AppContext,
  payload: { agencyId?: unknown; today?: unknown },
): Promise<{ sent: boolean; rows: number }> {
  if (typeof payload.agencyId !== 'string') return { sent: false, rows: 0 };
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, payload.agencyId));
  if (!agency || agency.locked) return { sent: false, rows: 0 };
  // The day as the agency lives it; tests may pin it.
  const today = typeof payload.today === 'string' ? payload.today : todayIn(agency.timezone);
  const due = (
    await collectExpirations(ctx.db, {
      agencyId: agency.id,
      today,
      category: 'regulatory',
      fakeFilter: FakeFilter.Real,
    })
  ).filter((row) => row.status !== 'valid');
  if (due.length === 0) return { sent: false, rows: 0 };
  const owners = await ctx.db
    .select({ userId: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agency.id),
        eq(memberships.role, 'owner'),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
        isNotNull(users.email),
      ),
    );
  const expired = due.filter((row) => row.status === 'expired').length;
  const recipients = agency.email ? [agency.email] : owners.map((o) => o.email as string);
  await ctx.db.transaction(async (tx) => {
    for (const owner of owners) {
      await notifyUser(
        ctx,
        {
          userId: owner.userId,
          agencyId: agency.id,
          title: messages.expirationsDigestTitle,
          body: messages.expirationsDigestBody(expired, due.length - expired),
        },
        tx,
      );
    }
    for (const to of recipients) {
      const mail = expirationsDigestMail({
        to,
        agencyId: agency.id,
        agencyName: agency.name,
        today,
        rows: due,
        link: `${ctx.config.publicUrl}/#/`,
      });
      await queueMail(ctx, mail, { tx });
    }
  });
  return { sent: true, rows: due.length };
}
