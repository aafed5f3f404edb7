import { contactLine } from '@securite/domain/offers/offer-types';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offers } from '../../db/schema/offers.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

export type OfferRow = typeof offers.$inferSelect;
export interface AgencyContact {
  id: string;
  name: string;
  contact: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The offers an agency sees: its own, whatever their status, and the others' active ones only. The board is
 * between agencies, so this is the one tenant filter of the offers table.
 */
export function visibleOffers(agencyId: string): SQL {
  return or(inAgency(offers, agencyId), and(ne(offers.agencyId, agencyId), eq(offers.status, 'active'))) as SQL;
}

/** An offer the agency sees (null otherwise: another agency's draft or closed offer looks missing). */
export async function findVisibleOffer(
  tx: Tx,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OfferRow | null> {
  if (!isUuid(id)) return null;
  const query = tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), visibleOffers(agencyId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** One of the agency's own offers (null otherwise). */
export async function findOwnOffer(tx: Tx, agencyId: string, id: string, options: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = tx
    .select()
    .from(offers)
    .where(and(inAgency(offers, agencyId), eq(offers.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The contact line of each of these agencies (spec 001 section 3: name, e-mail and on-call number). */
export async function agencyContacts(tx: Tx, ids: string[]): Promise<Map<string, AgencyContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: agencies.id, name: agencies.name, email: agencies.email, phone: agencies.phone })
    .from(agencies)
    .where(inArray(agencies.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, contact: contactLine({ name: r.name, email: r.email, onCallNumber: r.phone }) },
    ]),
  );
}
