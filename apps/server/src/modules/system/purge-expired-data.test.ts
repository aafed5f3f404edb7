import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAttempts, passwordResetTokens, refreshTokens } from '../../db/schema/auth.ts';
import { jobs } from '../../db/schema/platform.ts';
import { buildUser } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { purgeExpiredData } from './purge-expired-data.ts';

const t = useTestApp();
const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('purgeExpiredData', () => {
  it('removes only what no longer protects anything', async () => {
    const db = t.database.db;
    const user = await buildUser(db);
    const token = (expiresAt: Date) => ({
      id: randomUUID(),
      familyId: randomUUID(),
      userId: user.id,
      tokenHash: randomUUID(),
      expiresAt,
    });
    await db.insert(refreshTokens).values([token(ago(2)), token(new Date(Date.now() + DAY))]);
    await db.insert(loginAttempts).values([
      { key: `old-${user.id}`, failures: 3, lastFailureAt: ago(2) },
      { key: `new-${user.id}`, failures: 3, lastFailureAt: new Date() },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: randomUUID(), expiresAt: ago(2) },
      { userId: user.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    await db
      .insert(jobs)
      .values([
        { queue: 'test.purge', doneAt: ago(40) },
        { queue: 'test.purge', failedAt: ago(31) },
        { queue: 'test.purge', doneAt: ago(1) },
        { queue: 'test.purge' },
      ]);

    const removed = await purgeExpiredData({ db, files: t.app.ctx.files });

    expect(removed).toMatchObject({ refreshTokens: 1, loginAttempts: 1, resetTokens: 1, jobs: 2, uploads: 0 });
    expect(await db.select().from(refreshTokens)).toHaveLength(1);
    expect((await db.select().from(loginAttempts)).map((r) => r.key)).toEqual([`new-${user.id}`]);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
    expect(await db.select().from(jobs)).toHaveLength(2);
  });
});
