import {
  type PlanUpdate,
  type SubscriptionReasonSave,
  zSubscriptionHistory,
  zSubscriptionOverview,
  zSubscriptionReason,
} from '@securite/domain/subscriptions/subscription-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

const key = (agencyId: string) => ['agency', agencyId, 'subscription'] as const;

/** GET {agency}/subscription: the plan, its price, the limits and the offers. */
export function useSubscription(agencyId: string) {
  return useQuery({
    queryKey: [...key(agencyId), 'overview'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/subscription'), { schema: zSubscriptionOverview, signal }),
  });
}

/** GET {agency}/subscriptions (Dates d'abonnements). */
export function useSubscriptionHistory(agencyId: string) {
  return useQuery({
    queryKey: [...key(agencyId), 'history'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/subscriptions'), { schema: zSubscriptionHistory, signal }),
  });
}

/** PATCH {agency}/plan. */
export function useUpdatePlan(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: PlanUpdate) =>
      apiRequest(agencyPath(agencyId, '/plan'), { method: 'PATCH', body: update, schema: zSubscriptionOverview }),
    onSuccess: (overview) => {
      client.setQueryData([...key(agencyId), 'overview'], overview);
      void client.invalidateQueries({ queryKey: ['agency', agencyId, 'payments'] });
      void client.invalidateQueries({ queryKey: [...key(agencyId), 'history'] });
    },
  });
}

/** POST {agency}/subscriptionReason: cancels at the end of the period, with the reason. */
export function useCancelSubscription(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: SubscriptionReasonSave) =>
      apiRequest(agencyPath(agencyId, '/subscriptionReason'), {
        method: 'POST',
        body: reason,
        schema: zSubscriptionReason,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(agencyId) }),
  });
}
