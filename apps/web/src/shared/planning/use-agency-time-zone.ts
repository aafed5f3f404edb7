import { DEFAULT_TIME_ZONE } from '@securite/domain/time/wall-clock';
import { useOptionalSession } from '../../api/session.ts';
import { usePlanningConfig } from './api/get-planning-config.ts';

/**
 * The agency's time zone for the planning screens (Europe/Paris until it is known). Agents and customers have
 * it with their membership (/user); the office reads the planning settings, which it may change.
 */
export function useAgencyTimeZone(agencyId: string | null): { timeZone: string } {
  const company = useOptionalSession()?.company;
  const fromMembership =
    company && (company.role === 'agent' || company.role === 'customer') && company.agency.id === agencyId
      ? company.agency.timeZone
      : null;
  const config = usePlanningConfig(fromMembership ? null : agencyId);
  return { timeZone: fromMembership ?? config.data?.timeZone ?? DEFAULT_TIME_ZONE };
}
