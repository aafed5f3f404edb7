import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { metricsEvents } from '../../db/schema/auth.ts';
import { buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const send = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/metrics/timestamp', headers, payload: payload as object });

describe('POST /api/metrics/timestamp', () => {
  it("stores the event with the device's time and the caller", async () => {
    const user = await buildUser(t.database.db);
    const { headers } = await loginAs(t.app, user.email);
    const timestamp = Date.UTC(2025, 2, 30, 1, 59, 59, 123);
    const response = await send(headers, { event: 'app.start', timestamp, data: { version: '4.40.3021' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await send(headers, { event: 'app.resume' })).statusCode).toBe(204);

    const rows = await t.database.db.select().from(metricsEvents).where(eq(metricsEvents.userId, user.id));
    expect(rows).toHaveLength(2);
    const start = rows.find((r) => r.event === 'app.start');
    expect(start?.clientTimestamp?.getTime()).toBe(timestamp);
    expect(start?.data).toEqual({ version: '4.40.3021' });
    expect(rows.find((r) => r.event === 'app.resume')?.clientTimestamp).toBeNull();
  });

  it('needs a token', async () => {
    expect((await send({}, { event: 'app.start' })).statusCode).toBe(401);
  });

  it('answers 400, never 500, to malformed measures', async () => {
    const user = await buildUser(t.database.db);
    const { headers } = await loginAs(t.app, user.email);
    const cases: unknown[] = [
      {},
      { event: '' },
      { event: 'x'.repeat(101) },
      { event: 'a', timestamp: -1 },
      { event: 'a', timestamp: 1.5 },
      { event: 'a', timestamp: 1e20 },
      { event: 'a', timestamp: '2025-01-01' },
      { event: 'a', data: [1, 2] },
      { event: 'a', data: { big: 'x'.repeat(9000) } },
    ];
    for (const payload of cases) {
      const response = await send(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.database.db.select().from(metricsEvents).where(eq(metricsEvents.userId, user.id))).toHaveLength(0);
  });
});
