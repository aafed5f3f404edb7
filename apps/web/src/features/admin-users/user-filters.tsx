import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type AdminUserRole, adminUserRoles } from '@securite/domain/admin/user-schemas';
import { roleLabels } from '@securite/domain/auth/roles';
import { useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAdminAgencies } from '../admin-agencies/public.ts';

export interface AgencyOption {
  id: string;
  name: string;
}

export interface UserFilterValues {
  search: string;
  role: AdminUserRole | '';
  agency: AgencyOption | null;
}

/** Agencies offered while typing: the 20 first that match. */
function AgencyPicker({ value, onChange }: { value: AgencyOption | null; onChange: (v: AgencyOption | null) => void }) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(input.trim());
  const agencies = useAdminAgencies(
    { filters: { search: search || undefined }, limit: 20, orderBy: { field: 'name', direction: 'asc' } },
    open,
  );
  const options: AgencyOption[] = (agencies.data?.data ?? []).map((a) => ({ id: a.id, name: a.name }));
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={agencies.isFetching}
      loadingText="Chargement…"
      noOptionsText="Aucune agence"
      size="small"
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label="Agence" placeholder="Toutes les agences" />}
    />
  );
}

export function UserFilters({
  values,
  onChange,
}: {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <TextField
        label="Rechercher"
        placeholder="Nom ou adresse e-mail"
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
        size="small"
        sx={{ flexGrow: 1, maxWidth: { md: 380 } }}
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
        label="Rôle"
        value={values.role}
        onChange={(event) => onChange({ ...values, role: event.target.value as AdminUserRole | '' })}
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Tous les rôles</MenuItem>
        {adminUserRoles.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabels[role]}
          </MenuItem>
        ))}
      </TextField>
      <AgencyPicker value={values.agency} onChange={(agency) => onChange({ ...values, agency })} />
    </Stack>
  );
}
