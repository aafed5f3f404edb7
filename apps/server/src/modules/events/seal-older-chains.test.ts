import { randomUUID } from 'node:crypto';
import { entryHash, GENESIS_HASH } from '@securite/domain/events/event-chain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceEventChainHeads, serviceEventEntries } from '../../db/schema/events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { loadSiteChain, sha256 } from './event-chain-store.ts';
import { buildEventWorld, eventMessage, PHOTO, startedService } from './event-testing.ts';
import { sealOlderChains } from './seal-older-chains.ts';

// Migration 0032: chains written before the seal covered the shown rows (hash format 1, no state) are sealed at start.
const t = useTestApp();
let w: Awaited<ReturnType<typeof buildEventWorld>>;

const chainOf = async (siteId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/agency/${w.a.agency.id}/sites/${siteId}/events-chain`,
      headers: w.staff,
    })
  ).json();

/** Writes an event and a message on the site, then turns its chain into one from before migration 0032. */
async function olderChain(siteId: string) {
  const db = t.database.db;
  const service = await startedService(db, w.a.agency.id, w.a.agent.membership.id, siteId);
  const eventId = randomUUID();
  const send = async (type: string, event: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${w.a.agency.id}/field/message`,
      headers: w.agent,
      payload: eventMessage(service.id, type, event),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await send('event.create', { eventId, typeKey: 'incident', description: 'Porte', attachments: [{ dataUrl: PHOTO }] });
  await send('event.message', { eventId, messageId: randomUUID(), content: 'Police appelée' });
  const { entries } = await loadSiteChain(db, w.a.agency.id, siteId);
  let previous = GENESIS_HASH;
  for (const entry of entries) {
    const hash = entryHash(sha256, previous, { ...entry, version: 1, state: null });
    await db
      .update(serviceEventEntries)
      .set({ version: 1, state: null, previousHash: previous, hash })
      .where(eq(serviceEventEntries.id, entry.entryId));
    previous = hash;
  }
  await db
    .update(serviceEventChainHeads)
    .set({ lastHash: previous, sealVersion: 1 })
    .where(eq(serviceEventChainHeads.siteId, siteId));
}

beforeAll(async () => {
  w = await buildEventWorld(t.app, t.database.db);
});

describe('sealOlderChains', () => {
  it('seals a chain from before the seal once: green after, one seal entry per event and message', async () => {
    await olderChain(w.site.id);
    const before = await chainOf(w.site.id);
    expect(before).toMatchObject({ intact: false, reason: 'unsealed', count: 2 });
    expect(before.label).toMatch(/^Rompue à l'entrée 1 \(l'événement n'est pas couvert par la chaîne/);

    const [first, again] = await Promise.all([sealOlderChains(t.database.db), sealOlderChains(t.database.db)]);
    expect(first.sealed + again.sealed).toBe(1);
    expect(await sealOlderChains(t.database.db)).toEqual({ sealed: 0, refused: [] });
    expect(await chainOf(w.site.id)).toMatchObject({ intact: true, label: 'Intègre', count: 4 });
    const kinds = await t.database.db
      .select({ kind: serviceEventEntries.kind, version: serviceEventEntries.version })
      .from(serviceEventEntries)
      .where(eq(serviceEventEntries.siteId, w.site.id))
      .orderBy(serviceEventEntries.seq);
    expect(kinds).toEqual([
      { kind: 'create', version: 1 },
      { kind: 'create', version: 1 },
      { kind: 'seal', version: 2 },
      { kind: 'seal', version: 2 },
    ]);
  });

  it('leaves a chain from before that does not verify as it is, red', async () => {
    await olderChain(w.otherSite.id);
    await t.database.db
      .update(serviceEventEntries)
      .set({ content: 'Rien' })
      .where(and(eq(serviceEventEntries.siteId, w.otherSite.id), eq(serviceEventEntries.content, 'Police appelée')));
    const report = await sealOlderChains(t.database.db);
    expect(report).toEqual({ sealed: 0, refused: [{ agencyId: w.a.agency.id, siteId: w.otherSite.id }] });
    const chain = await chainOf(w.otherSite.id);
    expect(chain).toMatchObject({ intact: false, count: 2 });
    expect(chain.label).toMatch(/^Rompue à l'entrée 1 /);
  });
});
