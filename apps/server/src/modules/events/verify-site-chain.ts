import { verifyChain } from '@securite/domain/events/event-chain';
import { chainBreakText, eventMessages as texts } from '@securite/domain/events/event-messages';
import type { ChainState } from '@securite/domain/events/event-schemas';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findAgencySite } from '../sites/public.ts';
import { loadSiteChain, sha256 } from './event-chain-store.ts';

/** GET {agency}/sites/{id}/events-chain: the site's chain checked from its stored rows: « Intègre » or where it breaks. */
export async function verifySiteChain(tx: Tx, agencyId: string, siteId: string): Promise<ChainState> {
  if (!(await findAgencySite(tx, agencyId, siteId))) throw notFound();
  const { entries, head } = await loadSiteChain(tx, agencyId, siteId);
  const verdict = verifyChain(sha256, entries, head);
  if (verdict.intact) {
    return {
      intact: true,
      count: verdict.count,
      label: texts.intact,
      position: null,
      entryId: null,
      eventId: null,
      reason: null,
    };
  }
  return {
    intact: false,
    count: entries.length,
    label: chainBreakText(verdict.position, verdict.reason),
    position: verdict.position,
    entryId: verdict.entryId,
    eventId: entries[verdict.position]?.eventId ?? null,
    reason: verdict.reason,
  };
}
