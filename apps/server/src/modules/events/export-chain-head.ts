import type { ChainHeadExport } from '@securite/domain/events/event-schemas';
import { headInstant, headLine } from '@securite/domain/events/event-seal-messages';

import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findAgencySite } from '../sites/public.ts';
import { loadSiteChain } from './event-chain-store.ts';

/**
 * GET {agency}/sites/{id}/events-chain/head: the head of the site's chain to keep outside the database (the web
 * saves it as a file), with each entry's hash so that a later check says which entry changed.
 */
export async function exportChainHead(
  db: Db,
  agency: { id: string; timezone: string },
  siteId: string,
): Promise<ChainHeadExport> {
  const site = await findAgencySite(db, agency.id, siteId);
  if (!site) throw notFound();
  const { entries, head } = await loadSiteChain(db, agency.id, siteId);
  const now = new Date();
  return {
    format: 'main-courante-empreinte/1',
    agencyId: agency.id,
    siteId,
    siteName: site.name,
    count: head.count,
    hash: head.lastHash,
    lastEntryAt: entries.at(-1)?.receivedAtDate.toISOString() ?? null,
    exportedAt: now.toISOString(),
    line: headLine({ count: head.count, hash: head.lastHash }, headInstant(now, agency.timezone)),
    hashes: entries.map((e) => e.hash),
  };
}
