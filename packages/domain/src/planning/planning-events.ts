import { z } from 'zod';
import type { Right } from '../auth/rights.ts';
import { validationMessages as m } from '../validation/messages.ts';

export { PLANNING_CHANGED } from './planning-event-names.ts';

/**
 * At most this many site ids and agent ids are listed in one event: a NOTIFY payload stays under PostgreSQL's
 * 8000 bytes (2 × 80 uuids ≈ 6.3 kB). Above it the list is null: "any site" (or agent), the screens refresh all.
 */
export const MAX_LISTED_IDS = 80;

/** Staff holding one of these rights follow the agency's planning changes live (grids, services, circuits, hours). */
export const planningStreamRights: Right[] = [
  'planning.sites',
  'planning.agents',
  'services.view',
  'services.create',
  'services.edit',
  'circuits.create',
  'circuits.edit',
  'hours.view',
];

/** A browser tab's id, sent as the X-Client-Id header and echoed as `origin`, so a tab skips its own saves. */
export const zClientId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/**
 * `planning.changed`: the agency and the covered span [from, to) of the touched services (before and after the
 * change), the touched sites and agents (null: too many, or not told; refresh whatever the span overlaps), and the
 * tab that made the change. No names, nothing else: the stream is shared by the agency's planning staff.
 */
export const zPlanningChanged = z.object({
  agencyId: z.string(),
  // What the server tells, not what it accepts: a span may still reach a service stored before dates were bounded
  // (its fix or deletion must refresh the grids), so the years are not checked here.
  from: z.iso.datetime({ offset: true, error: m.invalid }),
  to: z.iso.datetime({ offset: true, error: m.invalid }),
  siteIds: z.array(z.string()).max(MAX_LISTED_IDS).nullable(),
  agentIds: z.array(z.string()).max(MAX_LISTED_IDS).nullable(),
  origin: zClientId.nullable(),
});
export type PlanningChanged = z.infer<typeof zPlanningChanged>;

/** The list as the event carries it: the distinct ids, or null above MAX_LISTED_IDS. */
export function listedIds(ids: Iterable<string>): string[] | null {
  const distinct = [...new Set(ids)];
  return distinct.length > MAX_LISTED_IDS ? null : distinct;
}
