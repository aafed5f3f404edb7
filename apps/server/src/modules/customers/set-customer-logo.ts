import { customerMessages } from '@securite/domain/customers/customer-messages';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { findFile } from '../files/public.ts';

/**
 * Whether setting `logoFileId` changes the customer's logo. The file must be a customer-logo upload of the agency,
 * not attached yet and uploaded by the caller, or already this customer's (else 404 « Logo introuvable »).
 */
export async function logoChanges(
  tx: Tx,
  input: { agencyId: string; customerId: string | null; userId: string; logoFileId: string | null },
  currentLogoId: string | null,
): Promise<boolean> {
  if (input.logoFileId === currentLogoId) return false;
  if (input.logoFileId === null) return true;
  const file = await findFile(tx, input.agencyId, input.logoFileId);
  const usable =
    file?.purpose === 'customer-logo' &&
    file.ownerMembershipId === null &&
    ((file.ownerCustomerId === null && file.createdBy === input.userId) || file.ownerCustomerId === input.customerId);
  if (!usable) throw notFound(customerMessages.logoNotFound);
  return true;
}

/** Makes `logoFileId` (or none) the customer's logo; the previous one is deleted (soft) in the same transaction. */
export async function setCustomerLogo(tx: Tx, agencyId: string, customerId: string, logoFileId: string | null) {
  await tx
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        inAgency(files, agencyId),
        eq(files.ownerCustomerId, customerId),
        eq(files.purpose, 'customer-logo'),
        isNull(files.deletedAt),
        logoFileId ? ne(files.id, logoFileId) : undefined,
      ),
    );
  if (logoFileId) {
    await tx
      .update(files)
      .set({ ownerCustomerId: customerId })
      .where(and(inAgency(files, agencyId), eq(files.id, logoFileId)));
  }
}
