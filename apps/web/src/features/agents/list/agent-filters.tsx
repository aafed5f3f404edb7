import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AgentFilters } from '@securite/domain/agents/list-schemas';

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
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
      <TextField
        label="Rechercher"
        placeholder="Nom, e-mail ou matricule"
        value={value.search}
        onChange={(event) => set('search', event.target.value)}
        size="small"
        sx={{ flexGrow: 1, minWidth: { md: 240 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Statut"
        value={value.status}
        onChange={(event) => set('status', event.target.value as AgentFilterState['status'])}
        size="small"
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="all">Tous</MenuItem>
        <MenuItem value="active">Actifs</MenuItem>
        <MenuItem value="inactive">Inactifs</MenuItem>
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={[...specialties]}
        value={value.specialties}
        onChange={(_, next) => set('specialties', next)}
        limitTags={1}
        sx={{ minWidth: 220 }}
        renderInput={(params) => <TextField {...params} label="Spécialités" />}
        noOptionsText="Aucune spécialité"
      />
      <TextField
        select
        label="Planifiable"
        value={value.plannable}
        onChange={(event) => set('plannable', event.target.value as AgentFilterState['plannable'])}
        size="small"
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="all">Tous</MenuItem>
        <MenuItem value="yes">Planifiables</MenuItem>
        <MenuItem value="no">Non planifiables</MenuItem>
      </TextField>
      <TextField
        select
        label="Échéances"
        value={value.expiration}
        onChange={(event) => set('expiration', event.target.value as AgentFilterState['expiration'])}
        size="small"
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="all">Toutes</MenuItem>
        <MenuItem value="expired">Expiré</MenuItem>
        <MenuItem value="expiresSoon">Expire bientôt</MenuItem>
      </TextField>
    </Stack>
  );
}
