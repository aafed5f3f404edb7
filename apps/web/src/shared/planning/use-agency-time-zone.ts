import { DEFAULT_TIME_ZONE } from '@securite/domain/time/wall-clock';
import { usePlanningConfig } from './api/get-planning-config.ts';

/** The agency's time zone for the planning screens (Europe/Paris until the config has come). */
export function useAgencyTimeZone(agencyId: string | null): { timeZone: string } {
  const config = usePlanningConfig(agencyId);
  return { timeZone: config.data?.timeZone ?? DEFAULT_TIME_ZONE };
}
