/**
 * The seal of a site's main courante (issue 25): the hash chain holds (events/event-chain.ts), and every event and
 * message the screens show gives the canonical state of its last entry (events/event-seal-state.ts). Anything
 * else — a row edited, removed or added in the database — breaks it, and `sealProblemText` says where and what.
 */
import {
  type ChainBreakReason,
  type ChainEntry,
  type ChainHead,
  entryHash,
  GENESIS_HASH,
  type HashFunction,
  recomputeHead,
  verifyChain,
} from './event-chain.ts';
import { type SealChange, type SealState, stateChanges } from './event-seal-state.ts';

export type SealProblemReason = ChainBreakReason | 'shown-altered' | 'shown-removed' | 'unchained' | 'unsealed';

/** One thing that does not hold: at which entry (0-based position, null when no entry knows it) and what. */
export interface SealProblem {
  reason: SealProblemReason;
  position: number | null;
  entryId: string | null;
  eventId: string | null;
  subject: SealState['subject'] | null;
  changes: SealChange[];
}

export type SealVerdict = { intact: boolean; count: number; problems: SealProblem[] };

const keyOf = (subject: SealState['subject'], id: string) => `${subject}:${id}`;

/**
 * Checks a site's seal from its entries (stored order), its head, and the states of the events and messages the
 * screens show (built from their rows). Problems come in entry order, those no entry knows last.
 */
export function verifySeal(
  hash: HashFunction,
  input: { entries: readonly ChainEntry[]; head?: ChainHead; shown: readonly SealState[] },
): SealVerdict {
  const { entries } = input;
  const problems: SealProblem[] = [];
  const chain = verifyChain(hash, entries, input.head);
  if (!chain.intact) {
    const entry = entries[chain.position];
    problems.push({
      reason: chain.reason,
      position: chain.position,
      entryId: chain.entryId,
      eventId: entry?.eventId ?? null,
      subject: null,
      changes: [],
    });
  }
  const latest = new Map<string, { position: number; entry: ChainEntry }>();
  for (const [position, entry] of entries.entries()) {
    const key = entry.messageId ? keyOf('message', entry.messageId) : keyOf('event', entry.eventId);
    latest.set(key, { position, entry });
  }
  const seen = new Set<string>();
  for (const state of input.shown) {
    const key = keyOf(state.subject, state.id);
    seen.add(key);
    const eventId = state.subject === 'event' ? state.id : state.eventId;
    const last = latest.get(key);
    const at = { eventId, subject: state.subject, changes: [] };
    if (!last) {
      problems.push({ reason: 'unchained', position: null, entryId: null, ...at });
      continue;
    }
    const where = { position: last.position, entryId: last.entry.entryId };
    if (last.entry.state == null) {
      problems.push({ reason: 'unsealed', ...where, ...at });
      continue;
    }
    const changes = stateChanges(last.entry.state, state);
    if (changes.length > 0) problems.push({ reason: 'shown-altered', ...where, ...at, changes });
  }
  for (const [key, { position, entry }] of latest) {
    if (seen.has(key)) continue;
    const subject = key.startsWith('message:') ? 'message' : 'event';
    problems.push({
      reason: 'shown-removed',
      position,
      entryId: entry.entryId,
      eventId: entry.eventId,
      subject,
      changes: [],
    });
  }
  problems.sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
  return { intact: problems.length === 0, count: entries.length, problems };
}

/** A head someone kept (printed on a PDF, exported), and optionally the hash of each entry up to it. */
export interface KeptHead {
  count: number;
  hash: string;
  hashes?: readonly string[];
}

export type HeadCheck =
  | { matches: true; count: number; currentCount: number; position: null }
  | { matches: false; reason: 'shorter' | 'changed'; count: number; currentCount: number; position: number | null };

/**
 * Whether the chain's first `kept.count` entries, their hashes recomputed from what they say now, still give the
 * kept head. With the kept hash of each entry, the first entry that changed is found too.
 */
export function checkKeptHead(hash: HashFunction, entries: readonly ChainEntry[], kept: KeptHead): HeadCheck {
  const currentCount = entries.length;
  const head = recomputeHead(hash, entries, kept.count);
  if (head === null) {
    return { matches: false, reason: 'shorter', count: kept.count, currentCount, position: null };
  }
  if (head === kept.hash.toLowerCase()) return { matches: true, count: kept.count, currentCount, position: null };
  let position: number | null = null;
  if (kept.hashes && kept.hashes.length === kept.count) {
    let previous = GENESIS_HASH;
    for (let index = 0; index < kept.count; index++) {
      previous = entryHash(hash, previous, entries[index]);
      if (previous !== kept.hashes[index]?.toLowerCase()) {
        position = index;
        break;
      }
    }
  }
  return { matches: false, reason: 'changed', count: kept.count, currentCount, position };
}
