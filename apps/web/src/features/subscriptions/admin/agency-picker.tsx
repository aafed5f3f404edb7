import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useAdminAgencies } from '../../admin/public.ts';

import { texts } from '../texts.ts';

export interface PickedAgency {
  id: string;
  name: string;
}

/** An agency of the platform, searched by name. */
export function AgencyPicker({
  value,
  onChange,
  error,
  label = texts.agence,
}: {
  value: PickedAgency | null;
  onChange: (agency: PickedAgency | null) => void;
  error?: string;
  label?: string;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const agencies = useAdminAgencies({ filters: { search: debounced || undefined }, limit: 20 });
  return (
    <Autocomplete
      options={(agencies.data?.data ?? []).map((a) => ({ id: a.id, name: a.name }))}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, text) => setSearch(text)}
      getOptionLabel={(a) => a.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={texts.aucuneAgence}
      loading={agencies.isFetching}
      renderInput={(params) => <TextField {...params} label={label} required error={!!error} helperText={error} />}
    />
  );
}
