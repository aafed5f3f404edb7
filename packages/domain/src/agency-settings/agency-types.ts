import { z } from 'zod';
import { zRequiredString } from '../validation/zod.ts';

/**
 * A label-only type configured per agency: unavailability types (Congés payés, Maladie…) and agent request
 * types (Changement de planning, Matériel…) share this shape.
 */
export const zAgencyType = z.object({ id: z.string(), label: z.string(), createdAt: z.string() });
export type AgencyType = z.infer<typeof zAgencyType>;

/** POST …-types: create when no id, rename when an id is given. */
export const zAgencyTypeRequest = z.object({ id: z.uuid().nullish(), label: zRequiredString(80) });
export type AgencyTypeRequest = z.infer<typeof zAgencyTypeRequest>;
