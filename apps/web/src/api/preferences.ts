import { FakeFilter, parseFakeFilter } from '@securite/domain/tenancy/fake-data';
import { createExternalStore, storage, useExternalStore } from './external-store.ts';

const AGENCY_KEY = 'securite.agencyId';
const FAKE_FILTER_KEY = 'securite.fakeFilter';

/** The agency chosen in the shell's switcher; its id builds the /api/agency/{id} paths. */
export const selectedAgencyStore = createExternalStore<string | null>(storage.read(AGENCY_KEY));

export function selectAgency(agencyId: string | null): void {
  storage.write(AGENCY_KEY, agencyId);
  selectedAgencyStore.set(agencyId);
}

export function useSelectedAgencyId(): string | null {
  return useExternalStore(selectedAgencyStore);
}

/** The fake-data filter the user chose (sent as X-Fake-Filter); null means the server's default for the role. */
export const fakeFilterStore = createExternalStore<FakeFilter | null>(parseStored());

function parseStored(): FakeFilter | null {
  const raw = storage.read(FAKE_FILTER_KEY);
  return raw === null ? null : parseFakeFilter(raw);
}

export function chooseFakeFilter(value: FakeFilter | null): void {
  storage.write(FAKE_FILTER_KEY, value === null ? null : String(value));
  fakeFilterStore.set(value);
}

export function useFakeFilter(): FakeFilter | null {
  return useExternalStore(fakeFilterStore);
}

export { FakeFilter };
