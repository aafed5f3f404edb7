import { checkpointMoved, type ValidationPosition } from '@securite/domain/rounds/checkpoint-moved';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { checkpoints } from '../../../db/schema/rounds.ts';
import { sites } from '../../../db/schema/sites.ts';
import { inAgency } from '../../../db/tenant.ts';

/**
 * Where a checkpoint was validated, kept with the validation: the phone's position, its distance to the
 * checkpoint's registered place and whether that is « moved » (beyond the site's radius, its accuracy allowed).
 */
export async function validationPlace(
  tx: Tx,
  agencyId: string,
  checkpointId: string,
  position: ValidationPosition | null | undefined,
) {
  if (!position) return { location: null, distance: null, moved: false };
  const [row] = await tx
    .select({ location: checkpoints.location, radius: sites.radius })
    .from(checkpoints)
    .innerJoin(sites, and(eq(sites.id, checkpoints.siteId), inAgency(sites, agencyId)))
    .where(and(eq(checkpoints.id, checkpointId), inAgency(checkpoints, agencyId)));
  const check = checkpointMoved(row?.location, position, row?.radius ?? 100);
  return {
    location: { latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy ?? null },
    distance: check?.distance ?? null,
    moved: check?.moved ?? false,
  };
}
