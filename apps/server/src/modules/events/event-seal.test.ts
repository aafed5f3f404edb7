import { randomUUID } from 'node:crypto';
import { entryHash, GENESIS_HASH } from '@securite/domain/events/event-chain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceEventChainHeads,
  serviceEventEntries,
  serviceEventFiles,
  serviceEventMessages,
  serviceEvents,
} from '../../db/schema/events.ts';
import { roundExecutions } from '../../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../../db/schema/rounds.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { loadSiteChain, sha256 } from './event-chain-store.ts';
import { buildEventWorld, eventMessage, PHOTO, startedService } from './event-testing.ts';

// Issue 25: the seal covers what the screens show. Every edit below is made with SQL on the rows the office, the
// agent and the customer read, as someone with access to the database would; each turns the seal red, says which
// entry and what changed, and a head kept before it is no longer « unchanged ».
const t = useTestApp();
let w: Awaited<ReturnType<typeof buildEventWorld>>;
const ids = { event: '', photoMessage: '', edited: '', deleted: '', file: '' };
type Head = { count: number; hash: string; hashes: string[] };
let kept: Head;

const api = (method: 'GET' | 'POST', path: string, payload?: object, headers = w.staff) =>
  t.app.inject({ method, url: `/api/agency/${w.a.agency.id}${path}`, headers, payload });
const seal = async () => (await api('GET', `/sites/${w.site.id}/events-chain`)).json();
const check = async (head: Partial<Head> = kept) =>
  (await api('POST', `/sites/${w.site.id}/events-chain/check`, head)).json();

beforeAll(async () => {
  w = await buildEventWorld(t.app, t.database.db);
  const db = t.database.db;
  const agencyId = w.a.agency.id;
  const service = await startedService(db, agencyId, w.a.agent.membership.id, w.site.id);
  const points = await db
    .insert(checkpoints)
    .values(['Poste', 'Quais'].map((title) => ({ agencyId, siteId: w.site.id, title, color: '#1976d2' })))
    .returning();
  const [round] = await db
    .insert(rounds)
    .values({ agencyId, siteId: w.site.id, slug: randomUUID(), name: 'Ronde', checkpointIds: points.map((p) => p.id) })
    .returning();
  const [execution] = await db
    .insert(roundExecutions)
    .values({
      id: randomUUID(),
      agencyId,
      serviceId: service.id,
      roundId: round.id,
      startedAt: new Date('2027-03-01T09:00:00Z'),
    })
    .returning();
  const send = async (type: string, event: Record<string, unknown>, deviceAt: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${agencyId}/field/message`,
      headers: w.agent,
      payload: eventMessage(service.id, type, event, deviceAt),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  ids.event = randomUUID();
  await send(
    'event.create',
    {
      eventId: ids.event,
      typeKey: 'incident',
      description: 'Porte forcée',
      attachments: [{ dataUrl: PHOTO }],
      roundExecutionId: execution.id,
      checkpointId: points[0].id,
    },
    '2027-03-01T10:00:00Z',
  );
  const message = async (content: string, deviceAt: string, attachments?: object[]) => {
    const messageId = randomUUID();
    await send('event.message', { eventId: ids.event, messageId, content, attachments }, deviceAt);
    return messageId;
  };
  ids.photoMessage = await message('Vitre brisée', '2027-03-01T10:05:00Z', [{ dataUrl: PHOTO }]);
  ids.edited = await message('Police appelée', '2027-03-01T10:10:00Z');
  await send(
    'event.message.edit',
    { eventId: ids.event, messageId: ids.edited, content: 'Police sur place' },
    '2027-03-01T10:20:00Z',
  );
  ids.deleted = await message('Erreur de saisie', '2027-03-01T10:30:00Z');
  await send('event.message.delete', { eventId: ids.event, messageId: ids.deleted }, '2027-03-01T10:31:00Z');
  const [file] = await db.select().from(serviceEventFiles).where(eq(serviceEventFiles.eventId, ids.event));
  ids.file = file.id;
  kept = (await api('GET', `/sites/${w.site.id}/events-chain/head`)).json();
});

describe('the seal of what is shown', () => {
  it('is « Intègre » after writes through the application, and a kept head is recognised', async () => {
    expect(await seal()).toMatchObject({ intact: true, label: 'Intègre', count: 6, problems: [] });
    expect(kept).toMatchObject({ count: 6, format: 'main-courante-empreinte/1', siteName: 'Entrepôt' });
    expect((kept as unknown as { line: string }).line).toMatch(
      /^Empreinte de la main courante : 6 entrée\(s\), empreinte [0-9a-f]{64}, au \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect(await check()).toMatchObject({
      unchanged: true,
      matches: true,
      label:
        "Empreinte reconnue : les 6 premières entrées de la main courante n'ont pas changé depuis qu'elle a été gardée.",
    });
    expect(await check({ count: 3, hash: kept.hashes[2] })).toMatchObject({ unchanged: true, count: 3 });
  });

  const edits: { name: string; table: string; id: () => string; set: string; says: RegExp }[] = [
    {
      name: 'type',
      table: 'service_events',
      id: () => ids.event,
      set: "type_key = 'presence'",
      says: /le type : « incident » devenu « presence »/,
    },
    {
      name: 'description',
      table: 'service_events',
      id: () => ids.event,
      set: "description = 'RAS'",
      says: /la description : « Porte forcée » devenu « RAS »/,
    },
    {
      name: 'position',
      table: 'service_events',
      id: () => ids.event,
      set: `location = '{"latitude":1,"longitude":2}'`,
      says: /la position : 48\.93, 2\.3 devenu 1, 2/,
    },
    {
      name: 'phone time',
      table: 'service_events',
      id: () => ids.event,
      set: "device_at = device_at - interval '2 hours'",
      says: /l'heure du téléphone/,
    },
    {
      name: 'receipt time',
      table: 'service_events',
      id: () => ids.event,
      set: "received_at = received_at + interval '1 day'",
      says: /l'heure de réception/,
    },
    {
      name: 'deletion',
      table: 'service_events',
      id: () => ids.event,
      set: 'deleted_at = now()',
      says: /la suppression : vide devenu/,
    },
    { name: 'round', table: 'service_events', id: () => ids.event, set: 'round_execution_id = null', says: /la ronde/ },
    {
      name: 'checkpoint',
      table: 'service_events',
      id: () => ids.event,
      set: "checkpoint_id = (select id from checkpoints where title = 'Quais' limit 1)",
      says: /le point de contrôle/,
    },
    {
      name: 'listed attachment',
      table: 'service_events',
      id: () => ids.event,
      set: `attachments = jsonb_set(attachments, '{0,sha256}', '"${'0'.repeat(64)}"')`,
      says: /les pièces jointes/,
    },
    {
      name: 'message text',
      table: 'service_event_messages',
      id: () => ids.edited,
      set: "content = 'Rien'",
      says: /un message affiché a été modifié dans la base : le texte : « Police sur place » devenu « Rien »/,
    },
    {
      name: 'message edit time',
      table: 'service_event_messages',
      id: () => ids.edited,
      set: 'edited_at = null',
      says: /l'heure de modification/,
    },
    {
      name: 'message undeleted',
      table: 'service_event_messages',
      id: () => ids.deleted,
      set: 'deleted_at = null',
      says: /la suppression/,
    },
    {
      name: 'message phone time',
      table: 'service_event_messages',
      id: () => ids.edited,
      set: "device_at = device_at + interval '1 minute'",
      says: /l'heure du téléphone/,
    },
    {
      name: 'message attachment',
      table: 'service_event_messages',
      id: () => ids.photoMessage,
      set: "attachments = '[]'",
      says: /les pièces jointes : .* devenu aucune/,
    },
    {
      name: "file's hash",
      table: 'service_event_files',
      id: () => ids.file,
      set: `sha256 = '${'1'.repeat(64)}'`,
      says: /les pièces jointes/,
    },
    {
      name: "file's bytes",
      table: 'service_event_files',
      id: () => ids.file,
      set: "key = 'agencies/x/other'",
      says: /les pièces jointes/,
    },
    {
      name: "file's type",
      table: 'service_event_files',
      id: () => ids.file,
      set: "content_type = 'application/pdf'",
      says: /les pièces jointes/,
    },
  ];
  for (const edit of edits) {
    it(`turns red when the ${edit.name} is changed in the database, and back when it is restored`, async () => {
      const db = t.database.db;
      const where = sql.raw(`${edit.table}.id = '${edit.id()}'`);
      const table = sql.identifier(edit.table);
      const saved = await db.execute(sql`select to_jsonb(${table}) as row from ${table} where ${where}`);
      const before = ((saved as { rows: unknown[] }).rows[0] as { row: Record<string, unknown> }).row;
      await db.execute(sql.raw(`update ${edit.table} set ${edit.set} where id = '${edit.id()}'`));
      try {
        const red = await seal();
        expect(red.intact).toBe(false);
        expect(red.label).toMatch(/^Rompue à l'entrée \d+ \(/);
        expect(red.label).toMatch(edit.says);
        expect(red.reason).toBe('shown-altered');
        expect(await check()).toMatchObject({ unchanged: false, matches: true });
      } finally {
        // The row as it was, every column, from its saved JSON.
        const columns = sql.join(
          Object.keys(before).map((c) => sql.identifier(c)),
          sql`, `,
        );
        await db.execute(
          sql`update ${table} set (${columns}) = (select ${columns} from jsonb_populate_record(null::${table}, ${JSON.stringify(before)}::jsonb)) where ${where}`,
        );
      }
      expect((await seal()).intact).toBe(true);
    });
  }

  it('names the entry whose recorded state differs', async () => {
    const db = t.database.db;
    await db.update(serviceEvents).set({ description: 'RAS' }).where(eq(serviceEvents.id, ids.event));
    const red = await seal();
    const [first] = await db
      .select()
      .from(serviceEventEntries)
      .where(and(eq(serviceEventEntries.eventId, ids.event), eq(serviceEventEntries.seq, 1)));
    expect(red).toMatchObject({ position: 0, entryId: first.id, eventId: ids.event });
    expect(red.label.startsWith("Rompue à l'entrée 1 (l'événement affiché a été modifié dans la base : ")).toBe(true);
    await db.update(serviceEvents).set({ description: 'Porte forcée' }).where(eq(serviceEvents.id, ids.event));
  });

  it('turns red when an earlier version of a message (read by staff) is changed in the chain', async () => {
    const db = t.database.db;
    const where = and(eq(serviceEventEntries.messageId, ids.edited), eq(serviceEventEntries.kind, 'create'));
    await db.update(serviceEventEntries).set({ content: 'Rien' }).where(where);
    expect((await seal()).label).toMatch(/^Rompue à l'entrée 3 \(une entrée a été modifiée après son enregistrement\)/);
    expect((await check()).matches).toBe(false);
    await db.update(serviceEventEntries).set({ content: 'Police appelée' }).where(where);
    expect((await seal()).intact).toBe(true);
  });

  it('turns red when entries are re-ordered, and back when put back', async () => {
    const db = t.database.db;
    const swap = async (a: number, b: number) => {
      const site = eq(serviceEventEntries.siteId, w.site.id);
      await db
        .update(serviceEventEntries)
        .set({ seq: -1 })
        .where(and(site, eq(serviceEventEntries.seq, a)));
      await db
        .update(serviceEventEntries)
        .set({ seq: a })
        .where(and(site, eq(serviceEventEntries.seq, b)));
      await db
        .update(serviceEventEntries)
        .set({ seq: b })
        .where(and(site, eq(serviceEventEntries.seq, -1)));
    };
    await swap(2, 3);
    const red = await seal();
    expect(red).toMatchObject({ intact: false, reason: 'reordered', position: 1 });
    expect(red.label).toMatch(/^Rompue à l'entrée 2 \(des entrées ont été déplacées\)/);
    expect((await check()).matches).toBe(false);
    await swap(2, 3);
    expect((await seal()).intact).toBe(true);
  });

  it('sees a chain fully recomputed after an edit only against a kept head, and which entry changed', async () => {
    const db = t.database.db;
    const agencyId = w.a.agency.id;
    // Someone edits the description, rewrites the state its entry recorded, recomputes every hash and the head.
    const [entry] = await db
      .select()
      .from(serviceEventEntries)
      .where(and(eq(serviceEventEntries.eventId, ids.event), eq(serviceEventEntries.seq, 1)));
    await db.update(serviceEvents).set({ description: 'RAS' }).where(eq(serviceEvents.id, ids.event));
    await db
      .update(serviceEventEntries)
      .set({ content: 'RAS', state: (entry.state ?? '').replace('"Porte forcée"', '"RAS"') })
      .where(eq(serviceEventEntries.id, entry.id));
    const { entries } = await loadSiteChain(db, agencyId, w.site.id);
    let previous = GENESIS_HASH;
    for (const e of entries) {
      const hash = entryHash(sha256, previous, e);
      await db
        .update(serviceEventEntries)
        .set({ previousHash: previous, hash })
        .where(eq(serviceEventEntries.id, e.entryId));
      previous = hash;
    }
    await db
      .update(serviceEventChainHeads)
      .set({ lastHash: previous })
      .where(eq(serviceEventChainHeads.siteId, w.site.id));

    expect(await seal()).toMatchObject({ intact: true });
    const printed = await check({ count: kept.count, hash: kept.hash });
    expect(printed).toMatchObject({ unchanged: false, matches: false, position: null });
    expect(printed.label).toBe(
      "Empreinte non reconnue : la main courante a été modifiée avant l'entrée 6 (recalculée, elle ne redonne pas cette empreinte).",
    );
    expect(await check()).toMatchObject({
      unchanged: false,
      position: 0,
      label: "Empreinte non reconnue : l'entrée 1 a changé depuis que l'empreinte a été gardée.",
    });
  });
});

describe('rows removed or added in the database (after the edits above, on a chain of its own)', () => {
  it('finds a message deleted, a message slipped in, an entry deleted and an event deleted', async () => {
    const db = t.database.db;
    const service = await startedService(db, w.a.agency.id, w.a.agent.membership.id, w.otherSite.id);
    const eventId = randomUUID();
    const send = (type: string, event: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/agency/${w.a.agency.id}/field/message`,
        headers: w.agent,
        payload: eventMessage(service.id, type, event),
      });
    expect((await send('event.create', { eventId, typeKey: 'incident', description: 'Alarme' })).statusCode).toBe(200);
    const messageId = randomUUID();
    expect((await send('event.message', { eventId, messageId, content: 'Levée de doute' })).statusCode).toBe(200);
    const chain = async () => (await api('GET', `/sites/${w.otherSite.id}/events-chain`)).json();
    const head = (await api('GET', `/sites/${w.otherSite.id}/events-chain/head`)).json();
    expect(await chain()).toMatchObject({ intact: true, count: 2 });
    const checkHead = async () => (await api('POST', `/sites/${w.otherSite.id}/events-chain/check`, head)).json();

    const [message] = await db.select().from(serviceEventMessages).where(eq(serviceEventMessages.id, messageId));
    await db.delete(serviceEventMessages).where(eq(serviceEventMessages.id, messageId));
    expect((await chain()).label).toBe("Rompue à l'entrée 2 (un message a été retiré de la base)");
    expect((await checkHead()).unchanged).toBe(false);
    await db.insert(serviceEventMessages).values(message);
    expect((await chain()).intact).toBe(true);

    await db.insert(serviceEventMessages).values({ ...message, id: randomUUID(), content: 'Ajouté' });
    expect(await chain()).toMatchObject({
      intact: false,
      reason: 'unchained',
      position: null,
      label: 'Rompue (un message affiché ne figure pas dans la chaîne : il a été ajouté dans la base)',
    });
    await db.delete(serviceEventMessages).where(eq(serviceEventMessages.content, 'Ajouté'));

    const [last] = await db.select().from(serviceEventEntries).where(eq(serviceEventEntries.messageId, messageId));
    await db.delete(serviceEventEntries).where(eq(serviceEventEntries.id, last.id));
    const gone = await chain();
    expect(gone.label).toMatch(/^Rompue à l'entrée 2 \(une entrée a été retirée\)/);
    expect(await checkHead()).toMatchObject({ matches: false, currentCount: 1 });
    expect((await checkHead()).label).toContain("n'a plus que 1 entrée(s), l'empreinte en comptait 2");
    await db.insert(serviceEventEntries).values(last);

    await db.delete(serviceEvents).where(eq(serviceEvents.id, eventId));
    const noEvent = await chain();
    expect(noEvent.label).toMatch(/^Rompue à l'entrée 1 \(l'événement a été retiré de la base\) et 1 autre écart$/);
    expect(noEvent.problems.map((p: { reason: string }) => p.reason)).toEqual(['shown-removed', 'shown-removed']);
  });
});

describe('the routes of the head', () => {
  it('refuses a head that is not one, another site’s, and another agency’s', async () => {
    const url = `/sites/${w.site.id}/events-chain/check`;
    const bad = await api('POST', url, { count: 2, hash: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Une empreinte a 64 caractères');
    const other = await api('POST', url, { count: 1, hash: 'a'.repeat(64), siteId: w.otherSite.id });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe("Cette empreinte est celle de la main courante d'un autre site");
    expect((await api('GET', `/sites/${w.site.id}/events-chain/head`, undefined, w.customer)).statusCode).toBe(403);
    expect((await api('POST', url, { count: 1, hash: 'a'.repeat(64) }, w.blindStaff)).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/agency/${w.b.agency.id}/sites/${w.site.id}/events-chain/head`,
      headers: w.otherAgency,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
