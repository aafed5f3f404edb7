import { sessionEvents } from './app-status.ts';
import { createExternalStore, storage, useExternalStore } from './external-store.ts';
import { selectAgency } from './preferences.ts';

const VISIT_KEY = 'securite.agencyVisit';

/** An agency a platform admin or support member entered from the administration, without being a member. */
export interface AgencyVisit {
  id: string;
  name: string;
}

function readVisit(): AgencyVisit | null {
  try {
    const raw = storage.read(VISIT_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<AgencyVisit>) : null;
    return typeof parsed?.id === 'string' && typeof parsed.name === 'string'
      ? { id: parsed.id, name: parsed.name }
      : null;
  } catch {
    return null;
  }
}

/** Kept in localStorage so a reload stays in the agency; the session reads it for platform staff only. */
export const agencyVisitStore = createExternalStore<AgencyVisit | null>(readVisit());

/** Enters the agency in the shell: it becomes the selected agency, whose paths the pages call. */
export function startAgencyVisit(visit: AgencyVisit): void {
  storage.write(VISIT_KEY, JSON.stringify(visit));
  agencyVisitStore.set({ id: visit.id, name: visit.name });
  selectAgency(visit.id);
}

export function endAgencyVisit(): void {
  if (agencyVisitStore.get() === null) return;
  storage.write(VISIT_KEY, null);
  agencyVisitStore.set(null);
  selectAgency(null);
}

export function useAgencyVisit(): AgencyVisit | null {
  return useExternalStore(agencyVisitStore);
}

// The next person to sign in on this browser starts outside any visited agency.
sessionEvents.on('logged-out', endAgencyVisit);
