import { messages } from '@securite/domain/errors/messages';
import type { Unavailability, UnavailabilitySaveRequest } from '@securite/domain/unavailabilities/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { unavailabilities } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findLiveAgencyType } from '../agency-settings/public.ts';
import { assertAgencyAgents } from '../agents/public.ts';
import { assertUnavailabilityAccess } from './assert-unavailability-access.ts';
import { presentUnavailabilityById } from './present-unavailability.ts';

/**
 * POST {agency}{scope}/unavailability: creates (no id) or edits one. A client uuid makes a create idempotent:
 * the same uuid and payload answer the first record again, another payload is a 422.
 */
export async function saveUnavailability(
  ctx: AppContext,
  tenant: TenantContext,
  input: UnavailabilitySaveRequest,
): Promise<Unavailability> {
  const agencyId = tenant.agency.id;
  const mine = (id: string) => and(eq(unavailabilities.id, id), inAgency(unavailabilities, agencyId));
  const hash = !input.id && input.uuid ? requestHash(tenant.actor.userId, { ...input, id: null }) : null;
  const replay = async (tx: Tx, uuid: string, sentHash: string) => {
    const [first] = await tx
      .select({ id: unavailabilities.id, requestHash: unavailabilities.requestHash })
      .from(unavailabilities)
      .where(and(inAgency(unavailabilities, agencyId), eq(unavailabilities.clientUuid, uuid)));
    if (!first) return null;
    assertSameRequest(first.requestHash, sentHash);
    return presentUnavailabilityById(tx, agencyId, first.id);
  };
  return ctx.db.transaction(async (tx) => {
    if (input.uuid && hash) {
      const again = await replay(tx, input.uuid, hash);
      if (again) return again;
    }
    const [current] = input.id ? await tx.select().from(unavailabilities).where(mine(input.id)) : [];
    if (input.id && !current) throw notFound(messages.unavailabilityNotFound);
    const agentIds = current ? [current.agentId, input.agentId] : [input.agentId];
    assertUnavailabilityAccess(tenant, current ? 'edit' : 'create', agentIds);
    // Agents always act as themselves (the tenancy scope), staff within the agent named in the path.
    if (tenant.scope.agentId && agentIds.some((id) => id !== tenant.scope.agentId)) {
      throw notFound(current ? messages.unavailabilityNotFound : messages.agentNotFound);
    }
    await assertAgencyAgents(tx, agencyId, [input.agentId]);
    const type = await findLiveAgencyType(tx, agencyId, 'unavailability', input.typeId);
    // An edit may keep a type deleted since; a new choice must be a live one.
    if (!type && current?.typeId !== input.typeId) throw notFound(messages.unavailabilityTypeNotFound);
    const values = {
      agentId: input.agentId,
      typeId: input.typeId,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      comment: input.comment || null,
    };
    if (current) {
      await tx
        .update(unavailabilities)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(current.id));
      return presentUnavailabilityById(tx, agencyId, current.id);
    }
    const [created] = await tx
      .insert(unavailabilities)
      .values({
        ...values,
        agencyId,
        clientUuid: input.uuid ?? null,
        requestHash: hash,
        createdByUserId: tenant.actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: unavailabilities.id });
    if (created) return presentUnavailabilityById(tx, agencyId, created.id);
    // A concurrent retry with the same uuid committed first.
    const again = input.uuid && hash ? await replay(tx, input.uuid, hash) : null;
    if (!again) throw notFound(messages.unavailabilityNotFound);
    return again;
  });
}
