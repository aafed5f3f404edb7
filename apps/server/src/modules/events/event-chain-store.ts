import { createHash } from 'node:crypto';
import {
  type ChainEntry,
  type ChainEntryContent,
  entryHash,
  GENESIS_HASH,
  type HashFunction,
} from '@securite/domain/events/event-chain';
import { canonicalState } from '@securite/domain/events/event-seal-state';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type StoredAttachment, serviceEventChainHeads, serviceEventEntries } from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';
import { loadShownStates } from './shown-states.ts';

/** SHA-256 in hexadecimal, of a text's UTF-8 bytes or of raw bytes. */
export const sha256: HashFunction & ((bytes: Buffer) => string) = (input: string | Buffer) =>
  createHash('sha256').update(input).digest('hex');

export type NewEntry = Omit<ChainEntryContent, 'attachments' | 'deviceAt' | 'receivedAt' | 'version' | 'state'> & {
  attachments: StoredAttachment[];
  authorUserId: string | null;
  deviceAt: Date;
  receivedAt: Date;
};

/**
 * Appends an entry to its site's chain, in the caller's transaction, once the rows it writes are written: the
 * entry keeps the state it leaves of its event (or message), read back from those rows, under its hash. The site's
 * head row is created if need be, then locked (SELECT … FOR UPDATE), so that entries sent at once by two phones
 * line up one after the other.
 */
export async function appendChainEntry(tx: Tx, entry: NewEntry): Promise<void> {
  const shown = await loadShownStates(tx, entry.agencyId, { eventId: entry.eventId });
  const subject = entry.messageId
    ? shown.find((s) => s.subject === 'message' && s.id === entry.messageId)
    : shown.find((s) => s.subject === 'event');
  if (!subject) throw new Error(`main courante entry ${entry.entryId} has no row to seal`);
  await appendSealedEntry(tx, { ...entry, state: canonicalState(subject) });
}

/** Appends an entry whose state is given (a `seal` entry of an older chain, or a write's). */
export async function appendSealedEntry(tx: Tx, entry: NewEntry & { state: string }): Promise<void> {
  await tx
    .insert(serviceEventChainHeads)
    .values({ siteId: entry.siteId, agencyId: entry.agencyId, count: 0, lastHash: GENESIS_HASH })
    .onConflictDoNothing({ target: serviceEventChainHeads.siteId });
  const [head] = await tx
    .select()
    .from(serviceEventChainHeads)
    .where(and(eq(serviceEventChainHeads.siteId, entry.siteId), inAgency(serviceEventChainHeads, entry.agencyId)))
    .for('update');
  const hash = entryHash(sha256, head.lastHash, chainContent(entry));
  const { entryId, ...rest } = entry;
  await tx
    .insert(serviceEventEntries)
    .values({ ...rest, id: entryId, seq: head.count + 1, previousHash: head.lastHash, hash, version: 2 });
  await tx
    .update(serviceEventChainHeads)
    .set({ count: sql`${serviceEventChainHeads.count} + 1`, lastHash: hash })
    .where(and(inAgency(serviceEventChainHeads, entry.agencyId), eq(serviceEventChainHeads.siteId, entry.siteId)));
}

/** What the hash covers of a stored entry (times as ISO instants, attachments as file and SHA-256). */
function chainContent(entry: NewEntry & { version?: 1 | 2; state?: string | null }): ChainEntryContent {
  return {
    version: entry.version ?? 2,
    state: entry.state ?? null,
    agencyId: entry.agencyId,
    siteId: entry.siteId,
    eventId: entry.eventId,
    entryId: entry.entryId,
    messageId: entry.messageId,
    kind: entry.kind,
    typeKey: entry.typeKey,
    content: entry.content,
    attachments: entry.attachments.map((a) => ({ fileId: a.fileId, sha256: a.sha256 })),
    deviceAt: entry.deviceAt.toISOString(),
    receivedAt: entry.receivedAt.toISOString(),
  };
}

/** A site's chain as stored, in order, and its head (null when the site has no entry yet). */
export async function loadSiteChain(tx: Tx, agencyId: string, siteId: string) {
  const rows = await tx
    .select()
    .from(serviceEventEntries)
    .where(and(inAgency(serviceEventEntries, agencyId), eq(serviceEventEntries.siteId, siteId)))
    .orderBy(asc(serviceEventEntries.seq));
  const [head] = await tx
    .select({
      count: serviceEventChainHeads.count,
      lastHash: serviceEventChainHeads.lastHash,
      sealVersion: serviceEventChainHeads.sealVersion,
    })
    .from(serviceEventChainHeads)
    .where(and(eq(serviceEventChainHeads.siteId, siteId), inAgency(serviceEventChainHeads, agencyId)));
  const entries: Array<ChainEntry & { seq: number; receivedAtDate: Date }> = rows.map((row) => ({
    ...chainContent({ ...row, entryId: row.id }),
    previousHash: row.previousHash,
    hash: row.hash,
    seq: row.seq,
    receivedAtDate: row.receivedAt,
  }));
  return { entries, head: head ?? { count: 0, lastHash: GENESIS_HASH, sealVersion: 2 } };
}
