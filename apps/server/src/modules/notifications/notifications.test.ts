import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { notifyUser } from './notify-user.ts';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let user: Awaited<ReturnType<typeof buildUser>>;
let token: string;
let otherToken: string;

beforeAll(async () => {
  user = await buildUser(t.database.db);
  token = (await loginAs(t.app, user.email)).token;
  otherToken = (await loginAs(t.app, (await buildUser(t.database.db)).email)).token;
  for (let i = 1; i <= 12; i++) {
    await notifyUser(t.app.ctx, { userId: user.id, title: `Avis ${i}`, body: 'Corps' });
    // The embedded database's clock counts milliseconds: two notices in the same one would tie on createdAt.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
});

const list = (query = '', tk = token) =>
  t.app.inject({ method: 'GET', url: `/api/user/notifications${query}`, headers: bearer(tk) });

describe('GET /api/user/notifications', () => {
  it('pages the user’s notices, newest first, 10 by default, with total and unread', async () => {
    const page1 = (await list()).json();
    expect(page1.total).toBe(12);
    expect(page1.unread).toBe(12);
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({ title: 'Avis 12', body: 'Corps', read: false, agencyId: null });
    const page2 = (await list('?page=2')).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual(['Avis 2', 'Avis 1']);
  });

  it('shows nothing of other users', async () => {
    expect((await list('', otherToken)).json()).toEqual({ data: [], total: 0, unread: 0 });
  });

  it('refuses a bad page or limit with 400', async () => {
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?limit=1000')).statusCode).toBe(400);
    expect((await list('?limit=abc')).statusCode).toBe(400);
  });
});

describe('marking notices read', () => {
  it('marks one read, keeps the first reading, and answers 404 for another user’s', async () => {
    const [first] = (await list()).json().data;
    const url = `/api/user/notifications/${first.id}/read`;
    const read = await t.app.inject({ method: 'PATCH', url, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    expect((await list()).json().unread).toBe(11);
    const stolen = await t.app.inject({ method: 'PATCH', url, headers: bearer(otherToken) });
    expect(stolen.statusCode).toBe(404);
    const unknown = `/api/user/notifications/${crypto.randomUUID()}/read`;
    expect((await t.app.inject({ method: 'PATCH', url: unknown, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('marks all read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/read-all',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ updated: 11 });
    expect((await list()).json().unread).toBe(0);
  });
});
