import { zBillingCustomerOptions } from '@securite/domain/billing/schemas';
import {
  type EmailRemindSettings,
  zEmailRemindSettings,
  zRemindSchedulePage,
} from '@securite/domain/recurring-billing/email-remind';
import {
  type RecurrenceSave,
  zRecurrence,
  zRecurrenceInvoicePage,
  zRecurrencePage,
} from '@securite/domain/recurring-billing/recurrence';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../api/client.ts';

/** Under billing's key: a change of the invoices refreshes these lists too. */
const key = (agencyId: string) => ['agency', agencyId, 'billing', 'recurring'] as const;

/** POST {agency}/fetch/invoiceRecurrence. */
export function useRecurrences(agencyId: string) {
  return useQuery({
    queryKey: [...key(agencyId), 'list'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/invoiceRecurrence'), { method: 'POST', schema: zRecurrencePage, signal }),
  });
}

/** POST {agency}/fetch/invoices/invoiceRecurrence/{id}. */
export function useRecurrenceInvoices(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...key(agencyId), 'invoices', id],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/fetch/invoices/invoiceRecurrence/${id}`), {
        method: 'POST',
        schema: zRecurrenceInvoicePage,
        signal,
      }),
    enabled: Boolean(id),
  });
}

/** GET {agency}/billing/customers. */
export function useRecurrenceCustomers(agencyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...key(agencyId), 'customers'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/billing/customers'), { schema: zBillingCustomerOptions, signal }),
    enabled,
  });
}

export type RecurrenceAction =
  | { kind: 'save'; input: RecurrenceSave }
  | { kind: 'pause' | 'resume' | 'delete'; id: string };

/** POST invoiceRecurrence, PATCH invoiceRecurrence/{id}/pause|resume, DELETE invoiceRecurrence/{id}. */
export function useRecurrenceAction(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: RecurrenceAction) => {
      if (action.kind === 'save')
        return apiRequest(agencyPath(agencyId, '/invoiceRecurrence'), {
          method: 'POST',
          body: action.input,
          schema: zRecurrence,
          notifyErrors: false,
        });
      if (action.kind === 'delete')
        return apiRequest(agencyPath(agencyId, `/invoiceRecurrence/${action.id}`), { method: 'DELETE' }).then(
          () => null,
        );
      return apiRequest(agencyPath(agencyId, `/invoiceRecurrence/${action.id}/${action.kind}`), {
        method: 'PATCH',
        schema: zRecurrence,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['agency', agencyId, 'billing'] }),
  });
}

/** GET {agency}/settings/email-remind. */
export function useEmailRemindSettings(agencyId: string) {
  return useQuery({
    queryKey: [...key(agencyId), 'remind-settings'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/settings/email-remind'), { schema: zEmailRemindSettings, signal }),
  });
}

/** PUT {agency}/settings/email-remind. */
export function useSaveEmailRemindSettings(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: EmailRemindSettings) =>
      apiRequest(agencyPath(agencyId, '/settings/email-remind'), {
        method: 'PUT',
        body: settings,
        schema: zEmailRemindSettings,
        notifyErrors: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(agencyId) }),
  });
}

/** GET {agency}/invoices/reminds/schedule: late invoices, their reminders and the next one. */
export function useRemindSchedule(agencyId: string) {
  return useQuery({
    queryKey: [...key(agencyId), 'remind-schedule'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/invoices/reminds/schedule'), { schema: zRemindSchedulePage, signal }),
  });
}
