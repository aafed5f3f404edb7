import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';

/** Paris wall-clock time in winter (UTC+1) or summer (UTC+2) as an instant. */
export const paris = (day: string, time: string) => {
  const summer = day >= '2026-03-29' && day < '2026-10-25';
  return new Date(`${day}T${time}:00${summer ? '+02:00' : '+01:00'}`);
};

/** Inserts a service row directly (the hours count reads the table, not the planning routes). */
export async function insertService(
  db: Db,
  agencyId: string,
  values: Partial<typeof services.$inferInsert> & { startAt: Date; endAt: Date },
) {
  const [row] = await db
    .insert(services)
    .values({ agencyId, reference: `S-${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  return row;
}
