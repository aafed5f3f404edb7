import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appSettings } from '../../db/schema/platform.ts';

/** The app_settings keys of the communication module. */
export const SettingKey = { Sponsor: 'sponsor', UsefulLinks: 'useful-links' } as const;
export type SettingKey = (typeof SettingKey)[keyof typeof SettingKey];

/** A stored platform setting read through its schema, with when it changed; null when absent or unreadable. */
export async function readSetting<T>(
  db: Db | Tx,
  key: SettingKey,
  schema: z.ZodType<T>,
): Promise<{ value: T; updatedAt: Date } | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  const parsed = schema.safeParse(row?.value);
  return row && parsed.success ? { value: parsed.data, updatedAt: row.updatedAt } : null;
}

/** Writes (or replaces) a platform setting. */
export async function writeSetting(db: Db | Tx, key: SettingKey, value: unknown): Promise<Date> {
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
  return now;
}

/** Removes a platform setting; whether there was one. */
export async function removeSetting(db: Db | Tx, key: SettingKey): Promise<boolean> {
  const removed = await db.delete(appSettings).where(eq(appSettings.key, key)).returning({ key: appSettings.key });
  return removed.length > 0;
}
