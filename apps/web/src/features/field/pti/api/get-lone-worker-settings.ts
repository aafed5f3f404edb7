import { type LoneWorkerSettings, zFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

const storageKey = (agencyId: string) => `securite:terrain:pti:${agencyId}`;

/** The last lone-worker settings the server gave, kept on the phone: protection works offline too. */
function kept(agencyId: string): LoneWorkerSettings | undefined {
  try {
    const parsed = zFieldSettings.shape.loneWorker.safeParse(
      JSON.parse(localStorage.getItem(storageKey(agencyId)) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET {agency}/settings/field, its lone-worker part. */
async function getLoneWorkerSettings(agencyId: string, signal?: AbortSignal): Promise<LoneWorkerSettings> {
  try {
    const settings = await apiRequest(agencyPath(agencyId, '/settings/field'), {
      schema: zFieldSettings,
      notifyErrors: false,
      signal,
    });
    localStorage.setItem(storageKey(agencyId), JSON.stringify(settings.loneWorker));
    return settings.loneWorker;
  } catch (error) {
    const last = kept(agencyId);
    if (last) return last;
    throw error;
  }
}

export function useLoneWorkerSettings(agencyId: string) {
  return useQuery({
    queryKey: ['field', agencyId, 'lone-worker'],
    queryFn: ({ signal }) => getLoneWorkerSettings(agencyId, signal),
    staleTime: 60_000,
  });
}
