import { z } from 'zod';

/** GET {agency}/dashboard: the staff home, with what the agency has so far. */
export const zDashboard = z.object({
  agency: z.object({
    id: z.string(),
    name: z.string(),
    locked: z.boolean(),
    subscriptionEndsAt: z.string().nullable(),
  }),
  counts: z.object({
    agents: z.number().int(),
    staff: z.number().int(),
    customers: z.number().int(),
    customerUsers: z.number().int(),
  }),
  /** The lone-worker alarms not closed yet. */
  openAlarms: z.number().int().default(0),
  /** The latest notices addressed to the caller, newest first (at most 5). */
  notifications: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      body: z.string().nullable(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
});
export type Dashboard = z.infer<typeof zDashboard>;
