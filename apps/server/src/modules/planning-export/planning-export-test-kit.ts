import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';

/** A service row written directly (the tests do not go through the planning's batch save). */
export async function insertService(
  db: Db,
  values: Partial<typeof services.$inferInsert> & { agencyId: string; startAt: Date; endAt: Date },
) {
  const id = randomUUID();
  const [row] = await db
    .insert(services)
    .values({ id, reference: `T-${id.slice(0, 12)}`, ...values })
    .returning();
  return row;
}

/** Paris wall-clock time in December (UTC+1) as an instant. */
export const paris = (isoLocal: string) => new Date(`${isoLocal}:00+01:00`);

export { pdfText } from '../../testing/pdf-text.ts';

/** How many pages a PDF has. */
export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
