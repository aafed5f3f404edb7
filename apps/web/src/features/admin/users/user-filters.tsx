import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type AdminUserRole, adminUserRoles } from '@securite/domain/admin/user-schemas';
import { roleLabels } from '@securite/domain/auth/roles';
import { useState } from 'react';
import { FilterBar, SearchField } from '../../../ui/filter-bar.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useAdminAgencies } from '../public.ts';

import { texts } from '../texts.ts';

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
      loadingText={texts.chargement}
      noOptionsText={texts.aucuneAgence}
      size="small"
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={texts.agence} placeholder={texts.toutesLesAgences} />}
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
    <FilterBar>
      <SearchField
        placeholder={texts.nomOuAdresseE}
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
        sx={{ flexGrow: 1, maxWidth: { md: 380 } }}
      />
      <TextField
        select
        label={texts.role}
        value={values.role}
        onChange={(event) => onChange({ ...values, role: event.target.value as AdminUserRole | '' })}
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{texts.tousLesRoles}</MenuItem>
        {adminUserRoles.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabels[role]}
          </MenuItem>
        ))}
      </TextField>
      <AgencyPicker value={values.agency} onChange={(agency) => onChange({ ...values, agency })} />
    </FilterBar>
  );
}
