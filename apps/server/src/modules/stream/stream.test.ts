import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth.ts';
import { buildAgencyWithPeople, buildMember, buildUser, loginAs } from '../../testing/factories.ts';
import { openStream, openStreamAs, streamTicket } from '../../testing/sse-client.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import { notifyUser } from '../notifications/public.ts';

const t = useTestApp();
let baseUrl: string;
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let staffToken: string;
let ownerToken: string;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  people = await buildAgencyWithPeople(t.database.db);
  staffToken = (await loginAs(t.app, people.staff.user.email)).token;
  ownerToken = (await loginAs(t.app, people.owner.user.email)).token;
});

describe('GET /api/user/stream', () => {
  it('pushes a notification live, and only to its user', async () => {
    const mine = await openStreamAs(`${baseUrl}/api/user/stream`, staffToken);
    const theirs = await openStreamAs(`${baseUrl}/api/user/stream`, ownerToken);
    try {
      expect(mine.status).toBe(200);
      expect(mine.contentType).toBe('text/event-stream; charset=utf-8');
      await mine.waitFor((e) => e.event === 'ready');
      await theirs.waitFor((e) => e.event === 'ready');
      await notifyUser(t.app.ctx, { userId: people.staff.user.id, title: 'Nouvelle demande', body: 'Bonjour' });
      const event = await mine.waitFor((e) => e.event === 'notification');
      expect(event.data).toMatchObject({ title: 'Nouvelle demande', body: 'Bonjour', read: false });
      await new Promise((r) => setTimeout(r, 100));
      expect(theirs.events.filter((e) => e.event === 'notification')).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('sends nothing when the transaction that notified rolls back', async () => {
    const stream = await openStreamAs(`${baseUrl}/api/user/stream`, staffToken);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      await t.database.db
        .transaction(async (tx) => {
          await notifyUser(t.app.ctx, { userId: people.staff.user.id, title: 'Annulé' }, tx);
          throw new Error('rollback');
        })
        .catch(() => {});
      await notifyUser(t.app.ctx, { userId: people.staff.user.id, title: 'Gardé' });
      await stream.waitFor((e) => (e.data as { title?: string })?.title === 'Gardé');
      expect(stream.events.some((e) => (e.data as { title?: string })?.title === 'Annulé')).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('refuses a missing or bad ticket with 401', async () => {
    expect((await openStream(`${baseUrl}/api/user/stream`)).status).toBe(401);
    expect((await openStream(`${baseUrl}/api/user/stream?ticket=abc`)).status).toBe(401);
  });

  it('never takes the access token in a URL, not even on a stream', async () => {
    expect((await openStream(`${baseUrl}/api/user/stream?access_token=${staffToken}`)).status).toBe(401);
    expect((await openStream(`${baseUrl}/api/user/stream?ticket=${staffToken}`)).status).toBe(401);
    const user = await t.app.inject({ method: 'GET', url: `/api/user?access_token=${staffToken}` });
    expect(user.statusCode).toBe(401);
  });

  it('gives a one-minute ticket that opens streams only, and dies with its session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stream-ticket',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { ticket, expiresInSeconds } = response.json();
    expect(expiresInSeconds).toBe(60);
    // Not a bearer token, nor a ticket in another route's query.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user?ticket=${ticket}` })).statusCode).toBe(401);
    // Nor does a ticket get another ticket.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stream-ticket',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/stream-ticket' })).statusCode).toBe(401);
    // A session ended (logout, new password) takes its tickets with it.
    const other = await buildUser(t.database.db);
    const sessionTicket = await streamTicket(baseUrl, (await loginAs(t.app, other.email)).token);
    await t.database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, other.id));
    const ended = await openStream(`${baseUrl}/api/user/stream?ticket=${sessionTicket}`);
    ended.close();
    const live = await openStream(`${baseUrl}/api/user/stream?ticket=${ticket}`);
    live.close();
    expect(live.status).toBe(200);
    expect(ended.status).toBe(401);
  });

  it('unsubscribes when the client goes away', async () => {
    const stream = await openStreamAs(`${baseUrl}/api/user/stream`, staffToken);
    await stream.waitFor((e) => e.event === 'ready');
    stream.close();
    await new Promise((r) => setTimeout(r, 100));
    // Publishing to nobody must not fail.
    await notifyUser(t.app.ctx, { userId: people.staff.user.id, title: 'Personne n’écoute' });
  });

  it.skipIf(!process.env.DATABASE_URL)('delivers a notice published by another server process', async () => {
    const second = await buildSecondApp(t);
    const stream = await openStreamAs(`${baseUrl}/api/user/stream`, staffToken);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      await notifyUser(second.ctx, { userId: people.staff.user.id, title: 'Depuis l’autre serveur' });
      const event = await stream.waitFor((e) => e.event === 'notification');
      expect(event.data).toMatchObject({ title: 'Depuis l’autre serveur' });
    } finally {
      stream.close();
      await second.close();
    }
  });
});

describe('GET /api/agency/{id}/stream', () => {
  it('streams the agency topic to its staff', async () => {
    const stream = await openStreamAs(`${baseUrl}/api/agency/${people.agency.id}/stream`, ownerToken);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      await t.app.ctx.realtime.publish(`agency:${people.agency.id}`, { type: 'alert', data: { kind: 'pti' } });
      const event = await stream.waitFor((e) => e.event === 'alert');
      expect(event.data).toEqual({ kind: 'pti' });
    } finally {
      stream.close();
    }
  });

  it('refuses agents and customers even with the right', async () => {
    const agent = await buildMember(t.database.db, people.agency.id, 'agent', { rights: ['supervision.view'] });
    const token = (await loginAs(t.app, agent.user.email)).token;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${people.agency.id}/stream`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});
