import type { ChainState } from '@securite/domain/events/event-schemas';
import { verifySeal } from '@securite/domain/events/event-seal';
import { sealLabel, sealProblemText } from '@securite/domain/events/event-seal-messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findAgencySite } from '../sites/public.ts';
import { loadSiteChain, sha256 } from './event-chain-store.ts';
import { loadShownStates } from './shown-states.ts';

const MAX_PROBLEMS = 50;

/**
 * GET {agency}/sites/{id}/events-chain: the site's seal, recomputed from the stored entries and from the rows the
 * screens read (events, messages, their files): « Intègre », or each entry where it breaks and what changed.
 */
export async function verifySiteChain(db: Db, agencyId: string, siteId: string): Promise<ChainState> {
  if (!(await findAgencySite(db, agencyId, siteId))) throw notFound();
  return sealOfSite(db, agencyId, siteId);
}

/** The seal of a site known to be the agency's (also printed on the PDFs). */
export async function sealOfSite(db: Db, agencyId: string, siteId: string): Promise<ChainState> {
  // One snapshot: entries and rows read in the same transaction, so a write landing between them is not a break.
  return db.transaction(
    async (tx) => {
      const { entries, head } = await loadSiteChain(tx, agencyId, siteId);
      const shown = await loadShownStates(tx, agencyId, { siteId });
      const verdict = verifySeal(sha256, { entries, head, shown });
      const problems = verdict.problems.slice(0, MAX_PROBLEMS).map((problem) => ({
        label: sealProblemText(problem),
        position: problem.position,
        entryId: problem.entryId,
        eventId: problem.eventId,
        reason: problem.reason,
      }));
      const [first] = problems;
      return {
        intact: verdict.intact,
        count: entries.length,
        label: sealLabel(verdict),
        position: first?.position ?? null,
        entryId: first?.entryId ?? null,
        eventId: first?.eventId ?? null,
        reason: first?.reason ?? null,
        problems,
        head: { count: head.count, hash: head.lastHash, at: entries.at(-1)?.receivedAtDate.toISOString() ?? null },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
