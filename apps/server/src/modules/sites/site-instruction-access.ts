import { assertGranted, isAgencyStaff } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { siteRightsOf } from '@securite/domain/sites/site-rights';
import type { TenantContext } from '../../http/tenancy.ts';
import { type SiteRow, siteViewerOf } from './site-access.ts';

/**
 * Who may give, change or remove instructions on a site: whoever may edit sites, and the users of the site's
 * customer when the site grants them 'instructions.create' (a customer changes only their own instructions).
 */
export function assertMayInstruct(
  tenant: TenantContext,
  site: SiteRow,
  existing?: { authorUserId: string | null },
): void {
  if (tenant.actor.role !== 'customer') {
    assertGranted(tenant.actor, ['sites.edit']);
    return;
  }
  const granted = siteRightsOf(siteViewerOf(tenant), site).includes('instructions.create');
  const own = !existing || existing.authorUserId === tenant.actor.userId;
  if (!granted || !own || site.customerId !== tenant.scope.customerId) {
    throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  }
}

/** Whether instructions of sites are read without the site's own 'instructions.view' right. */
export function readsAllInstructions(tenant: TenantContext): boolean {
  return isAgencyStaff(tenant.actor);
}
