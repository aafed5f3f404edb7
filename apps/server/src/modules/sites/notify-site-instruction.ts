import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { siteUsers } from '../../db/schema/sites.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notifyUser } from '../notifications/public.ts';
import type { SiteRow } from './site-access.ts';

/**
 * Who hears of a new instruction, by the site's flags: its agents (site users), the admins (owner, and staff
 * holding a sites right) and the users of its customer. The author is never told of their own instruction.
 */
export async function instructionRecipients(tx: Tx, site: SiteRow, authorUserId: string): Promise<string[]> {
  const live = and(inAgency(memberships, site.agencyId), eq(memberships.active, true), isNull(memberships.deletedAt));
  const groups = await Promise.all([
    site.notifySiteInstructionAgents
      ? tx
          .select({ userId: memberships.userId })
          .from(siteUsers)
          .innerJoin(memberships, eq(memberships.id, siteUsers.agentId))
          .where(and(live, inAgency(siteUsers, site.agencyId), eq(siteUsers.siteId, site.id)))
      : [],
    site.notifySiteInstructionAdmins
      ? tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              live,
              or(
                eq(memberships.role, 'owner'),
                and(
                  eq(memberships.role, 'staff'),
                  sql`${memberships.rights} && array['sites.create', 'sites.edit']::text[]`,
                ),
              ),
            ),
          )
      : [],
    site.notifySiteInstructionCustomers && site.customerId
      ? tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(live, inArray(memberships.role, ['customer']), eq(memberships.customerId, site.customerId)))
      : [],
  ]);
  const ids = new Set(groups.flat().map((r) => r.userId));
  ids.delete(authorUserId);
  return [...ids];
}

/** Tells the recipients of a new instruction, inside the transaction that creates it. */
export async function notifySiteInstruction(
  ctx: AppContext,
  tx: Tx,
  input: { site: SiteRow; title: string; authorUserId: string },
): Promise<number> {
  const recipients = await instructionRecipients(tx, input.site, input.authorUserId);
  for (const userId of recipients) {
    await notifyUser(
      ctx,
      { userId, agencyId: input.site.agencyId, title: `Nouvelle consigne : ${input.site.name}`, body: input.title },
      tx,
    );
  }
  return recipients.length;
}
