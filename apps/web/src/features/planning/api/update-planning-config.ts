import {
  type PlanningConfig,
  type PlanningSettingsUpdate,
  zPlanningConfig,
} from '@securite/domain/planning/planning-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningConfigKey } from '../../../shared/planning/api/planning-keys.ts';

/** PUT {agency}/planning/config: any part may be left out and keeps its value. */
export function updatePlanningConfig(agencyId: string, update: PlanningSettingsUpdate): Promise<PlanningConfig> {
  // The form shows a refusal beside the fields the server names.
  return apiRequest(agencyPath(agencyId, '/planning/config'), {
    method: 'PUT',
    body: update,
    schema: zPlanningConfig,
    notifyErrors: false,
  });
}

/** Saves the planning settings; every screen reading the config gets the saved one at once. */
export function useUpdatePlanningConfig(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PlanningSettingsUpdate) => updatePlanningConfig(agencyId, update),
    onSuccess: (saved) => queryClient.setQueryData(planningConfigKey(agencyId), saved),
  });
}
