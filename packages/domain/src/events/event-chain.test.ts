import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChain, type ChainEntry, type ChainEntryContent, GENESIS_HASH, verifyChain } from './event-chain.ts';
import { sha256Hex } from './sha256.ts';

const AGENCY = '7d1f8a52-0000-4000-8000-000000000001';
const SITE = '7d1f8a52-0000-4000-8000-000000000002';

const zEntry = fc.record({
  eventId: fc.uuid(),
  entryId: fc.uuid(),
  messageId: fc.option(fc.uuid(), { nil: null }),
  kind: fc.constantFrom('create' as const, 'edit' as const, 'delete' as const),
  typeKey: fc.option(fc.constantFrom('incident', 'presence', 'care-rescue'), { nil: null }),
  content: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
  attachments: fc.array(fc.record({ fileId: fc.uuid(), sha256: fc.stringMatching(/^[0-9a-f]{64}$/) }), {
    maxLength: 2,
  }),
  deviceAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  receivedAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});

/** Entries with distinct ids, as the server makes them. */
const zChain = (min: number) =>
  fc.uniqueArray(zEntry, { minLength: min, maxLength: 12, selector: (e) => e.entryId }).map((entries) =>
    buildChain(
      sha256Hex,
      entries.map((e): ChainEntryContent => ({ ...e, agencyId: AGENCY, siteId: SITE })),
    ),
  );

const headOf = (chain: readonly ChainEntry[]) => ({
  count: chain.length,
  lastHash: chain.at(-1)?.hash ?? GENESIS_HASH,
});

describe('verifyChain', () => {
  it('reads an untouched chain as intact, with or without its head', () => {
    fc.assert(
      fc.property(zChain(0), (chain) => {
        expect(verifyChain(sha256Hex, chain)).toEqual({ intact: true, count: chain.length });
        expect(verifyChain(sha256Hex, chain, headOf(chain))).toEqual({ intact: true, count: chain.length });
      }),
    );
  });

  it('links each entry to the one before it, from the genesis', () => {
    const [first, second] = buildChain(sha256Hex, [
      {
        agencyId: AGENCY,
        siteId: SITE,
        eventId: 'e',
        entryId: 'a',
        messageId: null,
        kind: 'create',
        typeKey: 'incident',
        content: 'Vitre brisée',
        attachments: [],
        deviceAt: '2027-01-01T10:00:00.000Z',
        receivedAt: '2027-01-01T10:00:01.000Z',
      },
      {
        agencyId: AGENCY,
        siteId: SITE,
        eventId: 'e',
        entryId: 'b',
        messageId: 'm',
        kind: 'create',
        typeKey: null,
        content: 'Police appelée',
        attachments: [],
        deviceAt: '2027-01-01T10:05:00.000Z',
        receivedAt: '2027-01-01T10:05:01.000Z',
      },
    ]);
    expect(first.previousHash).toBe(GENESIS_HASH);
    expect(second.previousHash).toBe(first.hash);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds any single altered field at the entry that holds it', () => {
    const fields = [
      'content',
      'deviceAt',
      'receivedAt',
      'kind',
      'typeKey',
      'siteId',
      'hash',
      'previousHash',
      'attachments',
      'state',
      'version',
    ] as const;
    fc.assert(
      fc.property(zChain(1), fc.nat(), fc.constantFrom(...fields), (chain, pick, field) => {
        const at = pick % chain.length;
        const entry = chain[at];
        const altered: ChainEntry = { ...entry };
        if (field === 'content') altered.content = `${entry.content ?? ''}!`;
        else if (field === 'deviceAt' || field === 'receivedAt') altered[field] = '1999-12-31T23:59:59.000Z';
        else if (field === 'kind') altered.kind = entry.kind === 'edit' ? 'delete' : 'edit';
        else if (field === 'typeKey') altered.typeKey = entry.typeKey === 'autre' ? null : 'autre';
        else if (field === 'siteId') altered.siteId = AGENCY;
        else if (field === 'attachments') altered.attachments = [...entry.attachments, { fileId: 'x', sha256: 'y' }];
        else if (field === 'state') altered.state = `${entry.state ?? ''}!`;
        else if (field === 'version') altered.version = entry.version === 1 ? 2 : 1;
        else altered[field] = entry[field].replace(/^./, (c) => (c === 'f' ? '0' : 'f'));
        fc.pre(JSON.stringify(altered) !== JSON.stringify(entry));
        const tampered = chain.with(at, altered);
        expect(verifyChain(sha256Hex, tampered, headOf(chain))).toEqual({
          intact: false,
          position: at,
          entryId: entry.entryId,
          reason: 'altered',
        });
      }),
    );
  });

  it('finds a removed entry where it was (or at the end when it was the last)', () => {
    fc.assert(
      fc.property(zChain(1), fc.nat(), (chain, pick) => {
        const at = pick % chain.length;
        const remaining = chain.toSpliced(at, 1);
        const last = at === chain.length - 1;
        expect(verifyChain(sha256Hex, remaining, headOf(chain))).toEqual({
          intact: false,
          position: at,
          entryId: last ? null : chain[at + 1].entryId,
          reason: 'removed',
        });
      }),
    );
  });

  it('finds two swapped entries at the first of them', () => {
    fc.assert(
      fc.property(zChain(2), fc.nat(), fc.nat(), (chain, p, q) => {
        const i = p % chain.length;
        const j = q % chain.length;
        fc.pre(i !== j);
        const [first, second] = i < j ? [i, j] : [j, i];
        const swapped = chain.with(first, chain[second]).with(second, chain[first]);
        expect(verifyChain(sha256Hex, swapped, headOf(chain))).toEqual({
          intact: false,
          position: first,
          entryId: chain[second].entryId,
          reason: 'reordered',
        });
      }),
    );
  });

  it('refuses an entry slipped in after the last counted one, even well chained', () => {
    fc.assert(
      fc.property(zChain(2), (chain) => {
        const head = headOf(chain.slice(0, -1));
        expect(verifyChain(sha256Hex, chain, head)).toMatchObject({
          intact: false,
          position: chain.length - 1,
          reason: 'altered',
        });
      }),
    );
  });
});
