import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { openStream } from '../../testing/sse-client.ts';
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
    const mine = await openStream(`${baseUrl}/api/user/stream?access_token=${staffToken}`);
    const theirs = await openStream(`${baseUrl}/api/user/stream?access_token=${ownerToken}`);
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
    const stream = await openStream(`${baseUrl}/api/user/stream?access_token=${staffToken}`);
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

  it('refuses a missing or bad token with 401', async () => {
    expect((await openStream(`${baseUrl}/api/user/stream`)).status).toBe(401);
    expect((await openStream(`${baseUrl}/api/user/stream?access_token=abc`)).status).toBe(401);
  });

  it('takes a token in the query on streams only', async () => {
    const user = await t.app.inject({ method: 'GET', url: `/api/user?access_token=${staffToken}` });
    expect(user.statusCode).toBe(401);
  });

  it('unsubscribes when the client goes away', async () => {
    const stream = await openStream(`${baseUrl}/api/user/stream?access_token=${staffToken}`);
    await stream.waitFor((e) => e.event === 'ready');
    stream.close();
    await new Promise((r) => setTimeout(r, 100));
    // Publishing to nobody must not fail.
    await notifyUser(t.app.ctx, { userId: people.staff.user.id, title: 'Personne n’écoute' });
  });

  it.skipIf(!process.env.DATABASE_URL)('delivers a notice published by another server process', async () => {
    const second = await buildSecondApp(t);
    const stream = await openStream(`${baseUrl}/api/user/stream?access_token=${staffToken}`);
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
    const stream = await openStream(`${baseUrl}/api/agency/${people.agency.id}/stream?access_token=${ownerToken}`);
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
