import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SiteListFilters } from './filter-sites.ts';

export interface SitesFiltersProps {
  values: SiteListFilters;
  onChange: (values: SiteListFilters) => void;
  customers: readonly { id: string; name: string }[];
  specialties: readonly string[];
  /** Staff only: customers see their own sites and no archive. */
  showCustomer: boolean;
  archived: boolean | null;
  onArchivedChange?: (archived: boolean) => void;
}

/** Search, customer, specialties and the archived toggle of the sites list. */
export function SitesFilters({
  values,
  onChange,
  customers,
  specialties,
  showCustomer,
  archived,
  onArchivedChange,
}: SitesFiltersProps) {
  const customer = customers.find((c) => c.id === values.customerId) ?? null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        label="Rechercher"
        placeholder="Nom, adresse, ville…"
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
        size="small"
        sx={{ flexGrow: 1, maxWidth: { md: 320 } }}
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
      {showCustomer && (
        <Autocomplete
          options={[...customers]}
          value={customer}
          onChange={(_, next) => onChange({ ...values, customerId: next?.id ?? null })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, selected) => option.id === selected.id}
          noOptionsText="Aucun client"
          size="small"
          sx={{ minWidth: 200 }}
          renderInput={(params) => <TextField {...params} label="Client" placeholder="Tous les clients" />}
        />
      )}
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={[...specialties]}
        value={[...values.specialties]}
        onChange={(_, next) => onChange({ ...values, specialties: next })}
        noOptionsText="Aucune spécialité"
        size="small"
        sx={{ minWidth: 220 }}
        renderValue={(selected, getItemProps) =>
          selected.map((value, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={value} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label="Spécialités" placeholder={values.specialties.length ? undefined : 'Toutes'} />
        )}
      />
      {archived !== null && onArchivedChange && (
        <FormControlLabel
          control={<Switch checked={archived} onChange={(_, checked) => onArchivedChange(checked)} />}
          label="Sites archivés"
          sx={{ whiteSpace: 'nowrap' }}
        />
      )}
    </Stack>
  );
}
