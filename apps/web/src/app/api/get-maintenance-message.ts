import type { MaintenanceMessage } from '@securite/domain/maintenance/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { type AnswerSchema, answer, boolean, nullable, object, string } from '../../api/read.ts';

/** zMaintenanceMessage, read without zod: the banner's call is made at every start (api/read.ts). */
export const maintenanceMessageAnswer: AnswerSchema<MaintenanceMessage> = answer(
  object({ message: nullable(string), startAt: nullable(string), endAt: nullable(string), active: boolean }),
);

const none: MaintenanceMessage = { active: false, message: null, startAt: null, endAt: null };

/** GET /maintenance-message (public). */
export function getMaintenanceMessage(signal?: AbortSignal): Promise<MaintenanceMessage> {
  return apiRequest('/maintenance-message', {
    schema: maintenanceMessageAnswer,
    auth: false,
    notifyErrors: false,
    signal,
  });
}

/** The maintenance announced by the platform, shown as a banner; a failed call counts as none. */
export function useMaintenanceMessage() {
  return useQuery({
    queryKey: queryKeys.maintenanceMessage,
    queryFn: ({ signal }) => getMaintenanceMessage(signal).catch(() => none),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
