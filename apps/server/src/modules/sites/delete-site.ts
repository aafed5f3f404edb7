import { messages } from '@securite/domain/errors/messages';
import type { SiteDeleteKind } from '@securite/domain/sites/site-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencySite } from './site-access.ts';

/**
 * DELETE {agency}/site/{id}/{kind}: 'archive' hides the site and keeps its history (again: no change);
 * 'permanent' removes it with its agents, items and instructions.
 */
export async function deleteSite(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  input: { id: string; kind: SiteDeleteKind },
): Promise<void> {
  const agencyId = tenant.agency.id;
  const row = await findAgencySite(ctx.db, agencyId, input.id);
  if (!row) throw notFound(messages.siteNotFound);
  assertFakeWritable(request, row);
  const mine = and(eq(sites.id, row.id), inAgency(sites, agencyId));
  if (input.kind === 'permanent') {
    await ctx.db.delete(sites).where(mine);
    return;
  }
  await ctx.db
    .update(sites)
    .set({ archivedAt: sql`coalesce(${sites.archivedAt}, now())`, updatedAt: sql`now()` })
    .where(mine);
}
