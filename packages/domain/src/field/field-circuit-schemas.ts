import { z } from 'zod';
import { serviceStatuses } from '../planning/service-status.ts';

const zStatus = z.union(serviceStatuses.map((s) => z.literal(s)));

/** One stop of a tour as the agent's phone shows it: the site, the planned window, where the agent is at. */
export const zFieldCircuitStop = z.object({
  id: z.string(),
  reference: z.string(),
  status: zStatus,
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  postTitle: z.string().nullable(),
  site: z.object({ id: z.string(), name: z.string(), address: z.string().nullable() }).nullable(),
});
export type FieldCircuitStop = z.infer<typeof zFieldCircuitStop>;

/**
 * GET {agency}/agent/{id}/field/circuit/{id}: one of the agent's circuits (spec 000 section 3, Service with
 * isCircuit and its services) with its stops in visiting order.
 */
export const zFieldCircuit = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  status: zStatus,
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  stops: z.array(zFieldCircuitStop),
});
export type FieldCircuit = z.infer<typeof zFieldCircuit>;

/** « 12 rue de Rivoli, 75001 Paris »: a site's address on one line, or null when it has none. */
export function addressLine(address: {
  street?: string | null;
  complement?: string | null;
  zipcode?: string | null;
  city?: string | null;
}): string | null {
  const town = [address.zipcode, address.city].filter(Boolean).join(' ');
  const line = [address.street, address.complement, town].filter(Boolean).join(', ');
  return line || null;
}
