import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { customerMessages } from '@securite/domain/customers/customer-messages';
import { CUSTOMER_NUMBER_SEQUENCE, formatCustomerNumber } from '@securite/domain/customers/customer-number';
import type { Customer, CustomerSave } from '@securite/domain/customers/customer-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { nextSequenceValue } from '../../db/next-sequence-value.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { getAgencyCustomer } from './customer-access.ts';
import { columnsChanged, customerColumnsOf } from './customer-columns.ts';
import { findCustomerLogo, presentCustomer } from './present-customer.ts';
import { contactsChanged, loadContacts, replaceContacts } from './save-customer-contacts.ts';
import { logoChanges, setCustomerLogo } from './set-customer-logo.ts';

/**
 * POST {agency}/customer: creates a customer or prospect (no id: customers.create) or edits one (customers.edit).
 * An edit that changes nothing is refused with « Aucun changement à enregistrer ». The customer number is taken
 * from the agency's gap-free sequence when the agency asks for one and the customer is no longer a prospect.
 */
export async function saveCustomer(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  input: CustomerSave,
): Promise<Customer> {
  assertGranted(tenant.actor, [saveRight('customers', input)]);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const current = input.id ? await getAgencyCustomer(tx, agencyId, input.id, { forUpdate: true }) : undefined;
    if (current) assertFakeWritable(request, current);
    const values = customerColumnsOf(input, current);
    const storedContacts = current ? await loadContacts(tx, agencyId, current.id) : [];
    const currentLogo = current ? await findCustomerLogo(tx, agencyId, current.id) : null;
    const logo =
      input.logoFileId === undefined
        ? false
        : await logoChanges(
            tx,
            { agencyId, customerId: current?.id ?? null, userId: tenant.actor.userId, logoFileId: input.logoFileId },
            currentLogo?.id ?? null,
          );
    const contacts = input.userCompanies !== undefined && contactsChanged(input.userCompanies, storedContacts);
    const wantsNumber = values.generateCustomerNumber && !values.prospect && !current?.customerNumber;
    if (current && !wantsNumber && !logo && !contacts && !columnsChanged(values, current)) {
      throw new AppError(ErrorCode.Validation, customerMessages.noChange);
    }
    const customerNumber = wantsNumber
      ? formatCustomerNumber(await nextSequenceValue(tx, agencyId, CUSTOMER_NUMBER_SEQUENCE))
      : (current?.customerNumber ?? null);
    const [row] = current
      ? await tx
          .update(customers)
          .set({ ...values, customerNumber, updatedAt: sql`now()` })
          .where(and(eq(customers.id, current.id), inAgency(customers, agencyId)))
          .returning()
      : await tx
          .insert(customers)
          .values({ ...values, customerNumber, agencyId })
          .returning();
    if (contacts) await replaceContacts(tx, agencyId, row.id, input.userCompanies ?? [], storedContacts);
    if (logo) await setCustomerLogo(tx, agencyId, row.id, input.logoFileId ?? null);
    return presentCustomer(tx, row);
  });
}
