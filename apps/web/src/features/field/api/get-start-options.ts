import { type FieldStartOptions, zFieldStartOptions } from '@securite/domain/field/field-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

const storageKey = (agencyId: string) => `securite:terrain:options:${agencyId}`;

/** The last options the server gave, kept on the phone: the agency's contact and the sites show offline too. */
function kept(agencyId: string): FieldStartOptions | undefined {
  try {
    const parsed = zFieldStartOptions.safeParse(JSON.parse(localStorage.getItem(storageKey(agencyId)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET {agency}/field/start-options: the agency's contact, the activity types and the agent's sites. */
async function getStartOptions(agencyId: string, signal?: AbortSignal): Promise<FieldStartOptions> {
  try {
    const options = await apiRequest(agencyPath(agencyId, '/field/start-options'), {
      schema: zFieldStartOptions,
      notifyErrors: false,
      signal,
    });
    localStorage.setItem(storageKey(agencyId), JSON.stringify(options));
    return options;
  } catch (error) {
    const last = kept(agencyId);
    if (last) return last;
    throw error;
  }
}

export function useStartOptions(agencyId: string | null) {
  return useQuery({
    queryKey: ['field', agencyId, 'start-options'],
    queryFn: ({ signal }) => getStartOptions(agencyId!, signal),
    enabled: agencyId !== null,
    staleTime: 60_000,
  });
}
