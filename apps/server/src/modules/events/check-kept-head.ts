import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { KeptHeadCheck, KeptHeadVerdict } from '@securite/domain/events/event-schemas';
import { checkKeptHead as checkHead } from '@securite/domain/events/event-seal';
import { keptHeadText, sealTexts } from '@securite/domain/events/event-seal-messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findAgencySite } from '../sites/public.ts';
import { loadSiteChain, sha256 } from './event-chain-store.ts';
import { sealOfSite } from './verify-site-chain.ts';

/**
 * POST {agency}/sites/{id}/events-chain/check (« Vérifier une empreinte »): whether the site's first `count`
 * entries, every hash recomputed from what the entries and rows say now, still give the head someone kept — a
 * chain rewritten and recomputed in the database gives another. With the kept hash of each entry (the exported
 * file), the first entry that changed. The seal as it is now comes with it.
 */
export async function checkKeptHead(
  db: Db,
  agencyId: string,
  siteId: string,
  kept: KeptHeadCheck,
): Promise<KeptHeadVerdict> {
  if (!(await findAgencySite(db, agencyId, siteId))) throw notFound();
  if (kept.siteId && kept.siteId !== siteId) {
    throw new AppError(ErrorCode.Unprocessable, sealTexts.headOtherSite, {
      errors: { siteId: sealTexts.headOtherSite },
    });
  }
  const { entries } = await loadSiteChain(db, agencyId, siteId);
  const check = checkHead(sha256, entries, { count: kept.count, hash: kept.hash, hashes: kept.hashes });
  const seal = await sealOfSite(db, agencyId, siteId);
  return {
    unchanged: check.matches && seal.intact,
    matches: check.matches,
    label: keptHeadText(check, seal),
    count: check.count,
    currentCount: check.currentCount,
    position: check.position,
    seal,
  };
}
