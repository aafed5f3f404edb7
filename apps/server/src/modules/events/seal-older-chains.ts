import { randomUUID } from 'node:crypto';
import { verifyChain } from '@securite/domain/events/event-chain';
import { canonicalState } from '@securite/domain/events/event-seal-state';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceEventChainHeads } from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';
import { appendSealedEntry, loadSiteChain, sha256 } from './event-chain-store.ts';
import { loadShownStates } from './shown-states.ts';

export interface SealingReport {
  sealed: number;
  /** Chains whose older entries do not hold: left as they are, their seal reads « Rompue ». */
  refused: { agencyId: string; siteId: string }[];
}

/**
 * Brings the chains written before the seal covered the shown rows (heads with seal_version 1, migration 0032) up to
 * date, at start, before the server answers: for each such site, under the lock of its head, if its entries still
 * verify, one `seal` entry per event and message records what it shows now, and the head moves to version 2. A
 * chain that does not verify is left alone (sealing it would vouch for a change), and stays red. Safe to run from
 * several processes at once (the head's lock, its version checked again under it) and again (nothing left to do).
 */
export async function sealOlderChains(db: Db, now = new Date()): Promise<SealingReport> {
  // every agency: run at start, the sealing walks every agency's older chains.
  const pending = await db
    .select({ siteId: serviceEventChainHeads.siteId, agencyId: serviceEventChainHeads.agencyId })
    .from(serviceEventChainHeads)
    .where(eq(serviceEventChainHeads.sealVersion, 1));
  const report: SealingReport = { sealed: 0, refused: [] };
  for (const { siteId, agencyId } of pending) {
    const outcome = await db.transaction(async (tx) => {
      const [head] = await tx
        .select()
        .from(serviceEventChainHeads)
        .where(and(eq(serviceEventChainHeads.siteId, siteId), inAgency(serviceEventChainHeads, agencyId)))
        .for('update');
      if (head?.sealVersion !== 1) return 'done' as const;
      const { entries } = await loadSiteChain(tx, agencyId, siteId);
      if (!verifyChain(sha256, entries, head).intact) return 'refused' as const;
      const shown = await loadShownStates(tx, agencyId, { siteId });
      for (const state of shown) {
        await appendSealedEntry(tx, {
          agencyId,
          siteId,
          eventId: state.subject === 'event' ? state.id : state.eventId,
          entryId: randomUUID(),
          messageId: state.subject === 'message' ? state.id : null,
          kind: 'seal',
          typeKey: state.subject === 'event' ? state.typeKey : null,
          content: state.subject === 'event' ? state.description : state.content,
          attachments: state.attachments.map(({ file: _file, ...a }) => a),
          authorUserId: null,
          deviceAt: now,
          receivedAt: now,
          state: canonicalState(state),
        });
      }
      await tx
        .update(serviceEventChainHeads)
        .set({ sealVersion: 2 })
        .where(and(eq(serviceEventChainHeads.siteId, siteId), inAgency(serviceEventChainHeads, agencyId)));
      return 'sealed' as const;
    });
    if (outcome === 'sealed') report.sealed++;
    if (outcome === 'refused') report.refused.push({ agencyId, siteId });
  }
  return report;
}
