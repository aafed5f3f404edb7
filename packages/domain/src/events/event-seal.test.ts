import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChain, type ChainEntry, type ChainEntryContent, GENESIS_HASH } from './event-chain.ts';
import { checkKeptHead, verifySeal } from './event-seal.ts';
import { headCheckText, headLine, parseKeptHead, sealLabel, sealProblemText } from './event-seal-messages.ts';
import {
  canonicalState,
  type EventSealState,
  eventStateFields,
  type MessageSealState,
  messageStateFields,
  type SealState,
  stateChanges,
} from './event-seal-state.ts';
import { sha256Hex } from './sha256.ts';

const AGENCY = '7d1f8a52-0000-4000-8000-000000000001';
const SITE = '7d1f8a52-0000-4000-8000-000000000002';
const instant = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
const iso = instant.map((d) => d.toISOString());
const hex = fc.stringMatching(/^[0-9a-f]{64}$/);
const zAttachment = fc.record({
  fileId: fc.uuid(),
  name: fc.string({ maxLength: 12 }),
  contentType: fc.constantFrom('image/jpeg', 'application/pdf'),
  sha256: hex,
  file: fc.option(
    fc.record({
      key: fc.string({ maxLength: 20 }),
      name: fc.string({ maxLength: 12 }),
      contentType: fc.constant('image/jpeg'),
      size: fc.nat(),
      sha256: hex,
    }),
    { nil: null },
  ),
});

const zEvent = (id: string): fc.Arbitrary<EventSealState> =>
  fc.record({
    subject: fc.constant('event' as const),
    id: fc.constant(id),
    siteId: fc.constant(SITE),
    serviceId: fc.option(fc.uuid(), { nil: null }),
    agentId: fc.option(fc.uuid(), { nil: null }),
    authorUserId: fc.option(fc.uuid(), { nil: null }),
    typeKey: fc.constantFrom('incident', 'presence'),
    description: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
    attachments: fc.array(zAttachment, { maxLength: 2 }),
    location: fc.option(
      fc.record({
        latitude: fc.double({ min: -90, max: 90, noNaN: true }),
        longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        accuracy: fc.option(fc.nat(500), { nil: null }),
        altitude: fc.constant(null),
      }),
      { nil: null },
    ),
    roundExecutionId: fc.option(fc.uuid(), { nil: null }),
    checkpointId: fc.option(fc.uuid(), { nil: null }),
    deviceAt: iso,
    receivedAt: iso,
    deletedAt: fc.option(iso, { nil: null }),
  });

const zMessage = (id: string, eventId: string): fc.Arbitrary<MessageSealState> =>
  fc.record({
    subject: fc.constant('message' as const),
    id: fc.constant(id),
    eventId: fc.constant(eventId),
    authorUserId: fc.option(fc.uuid(), { nil: null }),
    authorMembershipId: fc.option(fc.uuid(), { nil: null }),
    content: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
    attachments: fc.array(zAttachment, { maxLength: 2 }),
    deviceAt: iso,
    receivedAt: iso,
    editedAt: fc.option(iso, { nil: null }),
    deletedAt: fc.option(iso, { nil: null }),
  });

/** A site's main courante: events with messages, each state written by one entry (in a shuffled order). */
const zWorld = fc
  .uniqueArray(fc.uuid(), { minLength: 1, maxLength: 4 })
  .chain((eventIds) =>
    fc.tuple(
      fc.tuple(...eventIds.map((id) => zEvent(id))),
      fc.array(
        fc.tuple(fc.uuid(), fc.constantFrom(...eventIds)).chain(([messageId, eventId]) => zMessage(messageId, eventId)),
        { maxLength: 4 },
      ),
    ),
  )
  .map(([events, messages]) => {
    const unique = [...new Map(messages.map((m) => [m.id, m])).values()];
    const shown: SealState[] = [...events, ...unique];
    const entries = buildChain(sha256Hex, shown.map(entryOf));
    return { shown, entries };
  });

function entryOf(state: SealState, index: number): ChainEntryContent {
  return {
    agencyId: AGENCY,
    siteId: SITE,
    eventId: state.subject === 'event' ? state.id : state.eventId,
    entryId: `entry-${index}`,
    messageId: state.subject === 'message' ? state.id : null,
    kind: 'create',
    typeKey: state.subject === 'event' ? state.typeKey : null,
    content: state.subject === 'event' ? state.description : state.content,
    attachments: state.attachments.map((a) => ({ fileId: a.fileId, sha256: a.sha256 })),
    deviceAt: state.deviceAt,
    receivedAt: state.receivedAt,
    state: canonicalState(state),
  };
}

const headOf = (entries: readonly ChainEntry[]) => ({
  count: entries.length,
  lastHash: entries.at(-1)?.hash ?? GENESIS_HASH,
});

/** The state with one field changed to something else. */
function altered(state: SealState, field: string): SealState {
  const copy = { ...state } as Record<string, unknown>;
  const value = copy[field];
  if (field === 'attachments') {
    const list = value as EventSealState['attachments'];
    copy[field] =
      list.length === 0
        ? [{ fileId: 'f', name: 'x.jpg', contentType: 'image/jpeg', sha256: '0'.repeat(64), file: null }]
        : [{ ...list[0], sha256: list[0].sha256 === 'f'.repeat(64) ? 'e'.repeat(64) : 'f'.repeat(64) }];
  } else if (field === 'location') {
    copy[field] = value ? null : { latitude: 1, longitude: 2, accuracy: null, altitude: null };
  } else if (typeof value === 'string') copy[field] = `${value}!`;
  else copy[field] = 'autre';
  return copy as unknown as SealState;
}

describe('canonicalState', () => {
  it('does not depend on the order of the fields it is given', () => {
    fc.assert(
      fc.property(zEvent('e'), (state) => {
        const reversed = Object.fromEntries(Object.entries(state).reverse()) as unknown as SealState;
        expect(canonicalState(reversed)).toBe(canonicalState(state));
        expect(stateChanges(canonicalState(state), reversed)).toEqual([]);
      }),
    );
  });
});

describe('verifySeal', () => {
  it('reads an untouched main courante as intact', () => {
    fc.assert(
      fc.property(zWorld, ({ shown, entries }) => {
        const verdict = verifySeal(sha256Hex, { entries, head: headOf(entries), shown });
        expect(verdict).toEqual({ intact: true, count: entries.length, problems: [] });
        expect(sealLabel(verdict)).toBe('Intègre');
      }),
    );
  });

  it('finds any shown field changed in a row at the entry that recorded it, and says what changed', () => {
    const fields = [...new Set([...eventStateFields, ...messageStateFields])].filter((f) => f !== 'id');
    fc.assert(
      fc.property(zWorld, fc.nat(), fc.constantFrom(...fields), ({ shown, entries }, pick, field) => {
        const candidates = shown.filter((s) => field in s);
        fc.pre(candidates.length > 0);
        const target = candidates[pick % candidates.length];
        const changed = shown.map((s) => (s === target ? altered(s, field) : s));
        const verdict = verifySeal(sha256Hex, { entries, head: headOf(entries), shown: changed });
        expect(verdict.intact).toBe(false);
        const [problem] = verdict.problems;
        expect(problem).toMatchObject({ reason: 'shown-altered', position: shown.indexOf(target) });
        expect(problem.changes.map((c) => c.field)).toEqual([field]);
        expect(sealProblemText(problem)).toMatch(/^Rompue à l'entrée \d+ \(.* a été modifié dans la base : /);
      }),
    );
  });

  it('finds a shown row removed, and one no entry knows', () => {
    fc.assert(
      fc.property(zWorld, fc.nat(), ({ shown, entries }, pick) => {
        const at = pick % shown.length;
        const without = shown.filter((_, index) => index !== at);
        const removed = verifySeal(sha256Hex, { entries, head: headOf(entries), shown: without });
        expect(removed.problems).toMatchObject([{ reason: 'shown-removed', position: at }]);
        expect(sealProblemText(removed.problems[0])).toContain('a été retiré de la base');

        const stranger: SealState = { ...shown[at], id: `${shown[at].id}-x` } as SealState;
        const added = verifySeal(sha256Hex, { entries, head: headOf(entries), shown: [...shown, stranger] });
        expect(added.problems).toMatchObject([{ reason: 'unchained', position: null, subject: stranger.subject }]);
      }),
    );
  });

  it('finds entries moved or removed in the chain', () => {
    fc.assert(
      fc.property(
        zWorld.filter((w) => w.entries.length >= 2),
        ({ shown, entries }) => {
          const swapped = [entries[1], entries[0], ...entries.slice(2)];
          expect(verifySeal(sha256Hex, { entries: swapped, head: headOf(entries), shown }).problems[0]).toMatchObject({
            reason: 'reordered',
            position: 0,
          });
          const dropped = verifySeal(sha256Hex, { entries: entries.slice(1), head: headOf(entries), shown });
          expect(dropped.problems[0]).toMatchObject({ reason: 'removed', position: 0 });
        },
      ),
    );
  });

  it('reports an entry whose state is missing (a chain never brought up to date)', () => {
    const [state] = fc.sample(zEvent('e'), 1);
    const entries = buildChain(sha256Hex, [{ ...entryOf(state, 0), version: 1, state: null }]);
    const verdict = verifySeal(sha256Hex, { entries, head: headOf(entries), shown: [state] });
    expect(verdict.problems).toMatchObject([{ reason: 'unsealed', position: 0 }]);
  });
});

describe('checkKeptHead', () => {
  it('recognises a kept head while nothing before it changed, entries added after it included', () => {
    fc.assert(
      fc.property(zWorld, fc.nat(), ({ entries }, pick) => {
        const count = pick % (entries.length + 1);
        const hash = count === 0 ? GENESIS_HASH : entries[count - 1].hash;
        expect(checkKeptHead(sha256Hex, entries, { count, hash })).toMatchObject({ matches: true, count });
      }),
    );
  });

  it('sees a chain recomputed after an edit, and which entry changed when the hashes were kept', () => {
    fc.assert(
      fc.property(zWorld, fc.nat(), ({ shown, entries }, pick) => {
        const at = pick % shown.length;
        const edited = shown.map((s, index) => (index === at ? altered(s, 'deviceAt') : s));
        // Whoever edits the row also rewrites its entry's state and recomputes every hash and the head.
        const rewritten = buildChain(sha256Hex, edited.map(entryOf));
        expect(verifySeal(sha256Hex, { entries: rewritten, head: headOf(rewritten), shown: edited }).intact).toBe(true);
        const kept = { count: entries.length, hash: headOf(entries).lastHash };
        const check = checkKeptHead(sha256Hex, rewritten, kept);
        expect(check).toMatchObject({ matches: false, reason: 'changed', position: null });
        expect(headCheckText(check)).toMatch(/^Empreinte non reconnue : la main courante a été modifiée/);
        const hashes = entries.map((e) => e.hash);
        const pinned = checkKeptHead(sha256Hex, rewritten, { ...kept, hashes });
        expect(pinned).toMatchObject({ matches: false, position: at });
        expect(headCheckText(pinned)).toBe(
          `Empreinte non reconnue : l'entrée ${at + 1} a changé depuis que l'empreinte a été gardée.`,
        );
      }),
    );
  });

  it('sees entries removed from the end', () => {
    fc.assert(
      fc.property(zWorld, ({ entries }) => {
        const kept = { count: entries.length, hash: headOf(entries).lastHash };
        const check = checkKeptHead(sha256Hex, entries.slice(0, -1), kept);
        expect(check).toMatchObject({ matches: false, reason: 'shorter' });
        expect(headCheckText(check)).toContain('des entrées ont été retirées');
      }),
    );
  });
});

describe('parseKeptHead', () => {
  it('reads back the printed line and the exported file', () => {
    fc.assert(
      fc.property(fc.nat(100_000), hex, (count, hash) => {
        expect(parseKeptHead(headLine({ count, hash }, '02/12/2026 08:15'))).toEqual({ count, hash, siteId: null });
        const file = JSON.stringify({ siteId: SITE, count, hash: hash.toUpperCase(), hashes: [hash] });
        expect(parseKeptHead(file)).toEqual({ count, hash, hashes: [hash], siteId: SITE });
      }),
    );
  });

  it('refuses what is not a head', () => {
    for (const text of ['', 'bonjour', '12 entrées', `${'a'.repeat(64)}`, '{"count":-1,"hash":"x"}', '{oops']) {
      expect(parseKeptHead(text)).toBeNull();
    }
  });
});
