import { zRemindPage } from '@securite/domain/billing/schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import type { WebDocumentFamily } from '../document-families.ts';
import { billingKey } from './billing-keys.ts';

/**
 * GET {agency}/invoices/reminds (late invoices) or /estimates/reminds (quotes waiting for 15 days); purchase orders
 * have no reminders.
 */
export function useReminds(agencyId: string, family: WebDocumentFamily) {
  const reminded = family.fetch === 'purchaseOrders' ? null : family.fetch;
  return useQuery({
    queryKey: [...billingKey(agencyId), family.key, 'reminds'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/${reminded ?? 'invoices'}/reminds`), {
        schema: zRemindPage,
        signal,
        notifyErrors: false,
      }),
    enabled: reminded !== null,
  });
}
