import { type Round, roundMessages } from '@securite/domain/rounds/round-schemas';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { presentRound } from './present-round.ts';
import { assertRoundsReader, roundReaders } from './round-access.ts';

/** GET {agency}/round/{id}: one live round of the agency with its checkpoints in walking order, for its edit page. */
export async function getRound(ctx: AppContext, tenant: TenantContext, id: string): Promise<Round> {
  assertRoundsReader(tenant, roundReaders);
  const round = await presentRound(ctx.db, tenant.agency.id, id);
  if (!round) throw notFound(roundMessages.notFound);
  return round;
}
