/**
 * The main courante's hash chain (issue 11, evidence that holds). Every entry of a site's main courante (an
 * event opened, a message added, edited or deleted) is hashed over a canonical text of what it says, its times
 * and the hash of the entry before it; the site's chain head keeps the last hash and the count. Changing,
 * removing or moving any entry breaks the chain at that entry. The hash function is given (SHA-256: node:crypto
 * on the server, sha256Hex in tests), so the domain stays free of I/O.
 */

/** The previous hash of a chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * `seal`: an entry that attests, without changing it, what an event or a message shows (written once per event and
 * message when a chain made before the seal covered the shown rows is brought up to date, events/event-seal.ts).
 */
export const entryKinds = ['create', 'edit', 'delete', 'seal'] as const;
export type EntryKind = (typeof entryKinds)[number];

/** An attachment as the chain covers it: its file and the SHA-256 of its bytes. */
export interface ChainAttachment {
  fileId: string;
  sha256: string;
}

/** What an entry's hash covers. `messageId` is null for the event itself (opened or deleted). */
export interface ChainEntryContent {
  agencyId: string;
  siteId: string;
  eventId: string;
  entryId: string;
  messageId: string | null;
  kind: EntryKind;
  /** The event's type on its creation entry, null otherwise. */
  typeKey: string | null;
  content: string | null;
  attachments: readonly ChainAttachment[];
  /** ISO instants: the phone's clock, and the server's on receipt. */
  deviceAt: string;
  receivedAt: string;
  /**
   * 2 (the default): the hash also covers `state`, the canonical text of what the event or message shows after
   * this entry (events/event-seal-state.ts). 1: entries written before the seal covered the shown rows.
   */
  version?: 1 | 2;
  state?: string | null;
}

export interface ChainEntry extends ChainEntryContent {
  previousHash: string;
  hash: string;
}

export type HashFunction = (text: string) => string;

/** The one text an entry's hash is taken over: a JSON array in a fixed order, versioned. */
export function canonicalEntry(previousHash: string, entry: ChainEntryContent): string {
  const v1 = entry.version === 1;
  return JSON.stringify([
    v1 ? 'main-courante/1' : 'main-courante/2',
    previousHash,
    entry.agencyId,
    entry.siteId,
    entry.eventId,
    entry.entryId,
    entry.messageId,
    entry.kind,
    entry.typeKey,
    entry.content,
    entry.attachments.map((a) => [a.fileId, a.sha256]),
    entry.deviceAt,
    entry.receivedAt,
    ...(v1 ? [] : [entry.state ?? null]),
  ]);
}

/** The hash of an entry appended after `previousHash`. */
export function entryHash(hash: HashFunction, previousHash: string, entry: ChainEntryContent): string {
  return hash(canonicalEntry(previousHash, entry));
}

/** Chains entries in order from the genesis (for seeds and tests; the server appends one at a time). */
export function buildChain(hash: HashFunction, entries: readonly ChainEntryContent[]): ChainEntry[] {
  let previousHash = GENESIS_HASH;
  return entries.map((entry) => {
    const linked = { ...entry, previousHash, hash: entryHash(hash, previousHash, entry) };
    previousHash = linked.hash;
    return linked;
  });
}

/** Why a chain breaks: an entry changed after it was written, an entry is missing, or entries were moved. */
export type ChainBreakReason = 'altered' | 'removed' | 'reordered';

export type ChainVerdict =
  | { intact: true; count: number }
  | {
      intact: false;
      /** The position (0-based) of the first entry that does not hold; `entries.length` when the end is missing. */
      position: number;
      /** That entry's id, null when the entries missing are the last ones. */
      entryId: string | null;
      reason: ChainBreakReason;
    };

/** The chain head as the server keeps it: how many entries, and the last hash. */
export interface ChainHead {
  count: number;
  lastHash: string;
}

/**
 * Checks a site's chain, entries in their stored order: each must hash to its own hash (else `altered`) and point
 * to the hash of the entry before it (else `reordered` when it points to an entry found later, `removed` when to
 * none). Given the head, entries missing at the end are found too.
 */
export function verifyChain(hash: HashFunction, entries: readonly ChainEntry[], head?: ChainHead): ChainVerdict {
  const positions = new Map(entries.map((entry, index) => [entry.hash, index]));
  let expected = GENESIS_HASH;
  for (const [position, entry] of entries.entries()) {
    const broken = (reason: ChainBreakReason): ChainVerdict => ({
      intact: false,
      position,
      entryId: entry.entryId,
      reason,
    });
    if (entryHash(hash, entry.previousHash, entry) !== entry.hash) return broken('altered');
    if (entry.previousHash !== expected) {
      const target = positions.get(entry.previousHash);
      return broken(target !== undefined && target > position ? 'reordered' : 'removed');
    }
    expected = entry.hash;
  }
  if (head && entries.length > head.count) {
    // Entries the head never counted were slipped in after the last real one.
    return { intact: false, position: head.count, entryId: entries[head.count].entryId, reason: 'altered' };
  }
  if (head && (head.count !== entries.length || head.lastHash !== expected)) {
    return { intact: false, position: entries.length, entryId: null, reason: 'removed' };
  }
  return { intact: true, count: entries.length };
}

/**
 * The head a chain's first `count` entries give when every hash is recomputed from what the entries say (their
 * stored hashes are not trusted: a chain recomputed after an edit gives another head). Null when the chain has
 * fewer entries.
 */
export function recomputeHead(hash: HashFunction, entries: readonly ChainEntryContent[], count: number) {
  if (count > entries.length) return null;
  let previousHash = GENESIS_HASH;
  for (const entry of entries.slice(0, count)) previousHash = entryHash(hash, previousHash, entry);
  return previousHash;
}
