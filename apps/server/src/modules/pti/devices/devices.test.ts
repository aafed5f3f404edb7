import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../../../db/schema/auth.ts';
import { buildUser, loginAs } from '../../../testing/factories.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();

async function session() {
  const user = await buildUser(t.database.db);
  const { headers } = await loginAs(t.app, user.email);
  return { user, headers };
}

const register = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/device', headers, payload: payload as object });
const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/devices', headers });
const remove = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/device/${encodeURIComponent(id)}`, headers });

const chrome = { deviceInfos: { platform: 'Android', model: 'Pixel 7' }, browserName: 'Chrome', browserVersion: '131' };

describe('POST /api/user/device', () => {
  it('registers a device and lists it without its push token', async () => {
    const { headers } = await session();
    const response = await register(headers, { token: 'push-token-1', ...chrome });
    expect(response.statusCode).toBe(200);
    const device = response.json();
    expect(device).toEqual({ id: expect.any(String), ...chrome, createdAt: expect.any(String) });

    const listed = await list(headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([device]);
    expect(listed.body).not.toContain('push-token-1');
  });

  it('is idempotent: the same token twice is one device, with refreshed details', async () => {
    const { user, headers } = await session();
    const first = (await register(headers, { token: 'push-token-2', ...chrome })).json();
    const again = await register(headers, { token: 'push-token-2', ...chrome, browserVersion: '132' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, browserVersion: '132', deviceInfos: chrome.deviceInfos });
    // Details left out of a later call are kept.
    const bare = await register(headers, { token: 'push-token-2' });
    expect(bare.json()).toMatchObject({ id: first.id, browserName: 'Chrome' });
    const rows = await t.database.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps two registrations of one token made at the same moment as one device', async () => {
    const { user, headers } = await session();
    const responses = await Promise.all([1, 2, 3].map(() => register(headers, { token: 'push-token-3' })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await t.database.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(1);
  });

  it('moves a shared phone token to the account that registers it last', async () => {
    const first = await session();
    const second = await session();
    await register(first.headers, { token: 'shared-phone' });
    await register(second.headers, { token: 'shared-phone' });
    expect((await list(first.headers)).json()).toEqual([]);
    expect((await list(second.headers)).json()).toHaveLength(1);
  });

  it('accepts a push token longer than an index entry allows', async () => {
    const { headers } = await session();
    const token = randomBytes(3000).toString('base64').slice(0, 4000);
    expect((await register(headers, { token })).statusCode).toBe(200);
    expect((await register(headers, { token })).statusCode).toBe(200);
    expect((await list(headers)).json()).toHaveLength(1);
  });

  it('refuses a malformed device with 400 and needs a token', async () => {
    const { headers } = await session();
    for (const payload of [{}, { token: '' }, { token: '   ' }, { token: 12 }, { token: 'x'.repeat(5000) }]) {
      const response = await register(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await register({}, { token: 'x' })).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/device/{id}', () => {
  it("removes the caller's device and answers 404 for anyone else's", async () => {
    const owner = await session();
    const intruder = await session();
    const device = (await register(owner.headers, { token: 'to-remove' })).json();

    const refused = await remove(intruder.headers, device.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'Appareil introuvable.' });
    expect((await list(owner.headers)).json()).toHaveLength(1);

    const removed = await remove(owner.headers, device.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await list(owner.headers)).json()).toEqual([]);
    expect((await remove(owner.headers, device.id)).statusCode).toBe(404);
  });

  it('answers 404, never 500, to ids that are not ids', async () => {
    const { headers } = await session();
    for (const id of ['abc', randomUUID(), "1' or '1'='1", 'é']) {
      expect((await remove(headers, id)).statusCode).toBe(404);
    }
    expect((await remove(headers, 'x'.repeat(200))).statusCode).toBe(400);
  });
});
