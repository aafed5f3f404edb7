import type { Right } from '../auth/rights.ts';

/** Who reads customers: those who create or edit them, and those who see billing. */
export const customerReadRights: readonly Right[] = ['customers.create', 'customers.edit', 'billing.view'];

/** Who handles customer requests on the agency side. */
export const customerRequestRights: readonly Right[] = ['customerRequests.create', 'customerRequests.edit'];
