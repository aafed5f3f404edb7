import {
  type MaintenanceMessageRequest,
  zMaintenanceAdmin,
  zMaintenanceMessage,
} from '@securite/domain/maintenance/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const maintenanceAdminKey = ['admin', 'maintenance'] as const;

/** GET /admin/maintenance-message: the stored message whatever its state. */
export function useMaintenanceAdmin() {
  return useQuery({
    queryKey: maintenanceAdminKey,
    queryFn: ({ signal }) => apiRequest('/admin/maintenance-message', { schema: zMaintenanceAdmin, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: maintenanceAdminKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.maintenanceMessage }),
    ]);
}

/** POST /admin/maintenance-message: saves (and, enabled, announces or starts) the maintenance window. */
export function useSaveMaintenance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: MaintenanceMessageRequest) =>
      apiRequest('/admin/maintenance-message', {
        method: 'POST',
        body: input,
        schema: zMaintenanceMessage,
        notifyErrors: false,
      }),
    onSuccess: refresh,
  });
}

/** DELETE /admin/maintenance-message: removes the message; the platform reopens everywhere. */
export function useEndMaintenance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest('/admin/maintenance-message', { method: 'DELETE', schema: zMaintenanceMessage }),
    onSuccess: refresh,
  });
}
