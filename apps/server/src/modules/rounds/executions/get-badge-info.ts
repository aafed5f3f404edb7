import { parseBadgeText, roundExecutionMessages } from '@securite/domain/rounds/round-execution';
import type { BadgeInfo } from '@securite/domain/rounds/round-execution-schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { sites } from '../../../db/schema/sites.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';

/**
 * GET {agency}/badge-infos/{code}: which live checkpoint of THIS agency a read NFC tag or QR code is, by its
 * printed `checkpoint:<id>` or its badge text, with the rounds that take it. Anything else: 404.
 */
export async function getBadgeInfo(tx: Tx, tenant: TenantContext, code: string): Promise<BadgeInfo> {
  const agencyId = tenant.agency.id;
  const read = parseBadgeText(code);
  const [point] = await tx
    .select({
      id: checkpoints.id,
      title: checkpoints.title,
      color: checkpoints.color,
      badge: checkpoints.badge,
      site: { id: sites.id, name: sites.name },
    })
    .from(checkpoints)
    .innerJoin(sites, and(eq(sites.id, checkpoints.siteId), inAgency(sites, agencyId)))
    .where(
      and(
        inAgency(checkpoints, agencyId),
        isNull(checkpoints.deletedAt),
        'checkpointId' in read ? eq(checkpoints.id, read.checkpointId) : eq(checkpoints.badge, read.badge),
      ),
    );
  if (!point) throw notFound(roundExecutionMessages.badgeNotFound);
  const holding = await tx
    .select({ id: rounds.id, name: rounds.name })
    .from(rounds)
    .where(
      and(
        inAgency(rounds, agencyId),
        isNull(rounds.deletedAt),
        sql`${rounds.checkpointIds} @> array[${point.id}]::uuid[]`,
      ),
    )
    .orderBy(asc(rounds.name));
  return { checkpoint: point, rounds: holding };
}
