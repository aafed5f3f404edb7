import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { AgentFilters } from '@securite/domain/agents/list-schemas';
import { SearchField, SelectFilter } from '../../../ui/filter-bar.tsx';

import { texts } from '../texts.ts';

export interface AgentFilterState {
  search: string;
  status: 'all' | 'active' | 'inactive';
  specialties: string[];
  plannable: 'all' | 'yes' | 'no';
  expiration: 'all' | 'expired' | 'expiresSoon';
}

export const noAgentFilters: AgentFilterState = {
  search: '',
  status: 'all',
  specialties: [],
  plannable: 'all',
  expiration: 'all',
};

/** The filters as POST fetch/agents reads them (the search already debounced). */
export function agentFiltersOf(state: AgentFilterState, search: string): Partial<AgentFilters> {
  return {
    search: search || undefined,
    status: state.status,
    specialties: state.specialties.length > 0 ? state.specialties : undefined,
    plannable: state.plannable === 'all' ? undefined : state.plannable === 'yes',
    expiration: state.expiration === 'all' ? undefined : state.expiration,
  };
}

/** Search, status, specialties, plannable and expiration filters of the Collaborateurs page. */
export function AgentFiltersBar({
  value,
  onChange,
  specialties,
}: {
  value: AgentFilterState;
  onChange: (next: AgentFilterState) => void;
  specialties: readonly string[];
}) {
  const set = <K extends keyof AgentFilterState>(key: K, next: AgentFilterState[K]) =>
    onChange({ ...value, [key]: next });
  return (
    // Two columns on a phone, one row from md: the filters stay short above the table.
    <Box
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(220px, 2fr) 1fr minmax(200px, 1.4fr) 1fr 1fr' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <SearchField placeholder={texts.nomEMailOu} value={value.search} onChange={(search) => set('search', search)} />
      <SelectFilter
        label={texts.statut}
        value={value.status}
        onChange={(status) => set('status', status)}
        options={{ all: texts.tous, active: texts.actifs, inactive: texts.inactifs }}
      />
      <Autocomplete
        multiple
        size="small"
        options={[...specialties]}
        value={value.specialties}
        onChange={(_, next) => set('specialties', next)}
        limitTags={1}
        renderInput={(params) => <TextField {...params} label={texts.specialites} />}
        noOptionsText={texts.aucuneSpecialite}
      />
      <SelectFilter
        label={texts.planifiable}
        value={value.plannable}
        onChange={(plannable) => set('plannable', plannable)}
        options={{ all: texts.tous, yes: texts.planifiables, no: texts.nonPlanifiables }}
      />
      <SelectFilter
        label={texts.echeances}
        value={value.expiration}
        onChange={(expiration) => set('expiration', expiration)}
        options={{ all: texts.toutes, expired: texts.expire, expiresSoon: texts.expireBientot }}
      />
    </Box>
  );
}
