import { messages } from '@securite/domain/errors/messages';
import type { Site } from '@securite/domain/sites/site-schemas';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { loadSiteDetail } from './load-site-detail.ts';
import { findVisibleSite } from './site-access.ts';

/** GET {agency}{scope}/site/{id}: a site the caller may see (else 404), as they may see it. */
export async function getSite(ctx: AppContext, tenant: TenantContext, siteId: string): Promise<Site> {
  const row = await findVisibleSite(ctx.db, tenant, siteId);
  if (!row) throw notFound(messages.siteNotFound);
  return loadSiteDetail(ctx.db, tenant, row);
}
