import { assertGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { documentReadRights } from '@securite/domain/billing/document-rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import type { DocumentFamily } from './document-families.ts';

const isCustomer = (tenant: TenantContext) => tenant.actor.role === 'customer';

/**
 * Reading a family: billing.view or either right of the family. A customer user reads only its own validated
 * invoices and credit notes (the portal's customerInvoices), nothing else.
 */
export function assertCanRead(tenant: TenantContext, family: DocumentFamily): void {
  if (isCustomer(tenant)) {
    if (family.key !== 'invoices') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
    return;
  }
  assertGranted(tenant.actor, documentReadRights(family.entity));
}

/** Writing: the given right (customers never write). */
export function assertCanWrite(tenant: TenantContext, right: Right): void {
  if (isCustomer(tenant)) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  assertGranted(tenant.actor, [right]);
}

/**
 * The documents of a family the caller may see, filtered in the query: the agency's, the scope's customer when the
 * path has one, and for a customer user its own documents that are no longer drafts.
 */
export function visibleDocuments(tenant: TenantContext, family: DocumentFamily): SQL {
  const customerId = tenant.scope.customerId;
  return and(
    inAgency(commercialDocuments, tenant.agency.id),
    inArray(commercialDocuments.type, [...family.types]),
    customerId ? eq(commercialDocuments.customerId, customerId) : undefined,
    isCustomer(tenant) ? ne(commercialDocuments.status, 'draft') : undefined,
  ) as SQL;
}
