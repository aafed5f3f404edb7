import { messages } from '@securite/domain/errors/messages';
import type { Site } from '@securite/domain/sites/site-schemas';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findVisibleSiteDetail } from './load-site-detail.ts';

/** GET {agency}{scope}/site/{id}: a site the caller may see (else 404), as they may see it. */
export async function getSite(ctx: AppContext, tenant: TenantContext, siteId: string): Promise<Site> {
  const site = await findVisibleSiteDetail(ctx.db, tenant, siteId);
  if (!site) throw notFound(messages.siteNotFound);
  return site;
}
