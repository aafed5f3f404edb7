import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FilterBar, NamedFilter, SearchField } from '../../ui/filter-bar.tsx';
import type { SiteListFilters } from './filter-sites.ts';

import { texts } from './texts.ts';

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
  return (
    <FilterBar centered>
      <SearchField
        placeholder={texts.nomAdresseVille}
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
        sx={{ flexGrow: 1, maxWidth: { md: 320 } }}
      />
      {showCustomer && (
        <NamedFilter
          options={customers}
          valueId={values.customerId}
          onChange={(customerId) => onChange({ ...values, customerId })}
          label={texts.client}
          placeholder={texts.tousLesClients}
          noOptionsText={texts.aucunClient}
          minWidth={200}
        />
      )}
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={[...specialties]}
        value={[...values.specialties]}
        onChange={(_, next) => onChange({ ...values, specialties: next })}
        noOptionsText={texts.aucuneSpecialite}
        size="small"
        sx={{ minWidth: 220 }}
        renderValue={(selected, getItemProps) =>
          selected.map((value, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={value} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={texts.specialites}
            placeholder={values.specialties.length ? undefined : texts.toutes}
          />
        )}
      />
      {archived !== null && onArchivedChange && (
        <FormControlLabel
          control={<Switch checked={archived} onChange={(_, checked) => onArchivedChange(checked)} />}
          label={texts.sitesArchives}
          sx={{ whiteSpace: 'nowrap' }}
        />
      )}
    </FilterBar>
  );
}
