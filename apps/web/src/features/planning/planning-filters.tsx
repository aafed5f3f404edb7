import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FilterBar, SearchField } from '../../ui/filter-bar.tsx';
import type { Named, PlanningFilterValues } from './build-rows.ts';
import type { PlanningView } from './planning-rows.ts';

import { texts } from './texts.ts';

/** Search on the rows, customers (sites view) or agents (agents view), and 'Non affectés seulement'. */
export function PlanningFilters({
  view,
  values,
  onChange,
  options,
  selecting,
  onSelecting,
}: {
  view: PlanningView;
  values: PlanningFilterValues;
  onChange: (values: PlanningFilterValues) => void;
  options: readonly Named[];
  /** Selection mode: a plain click on a service selects it (touch screens have no Ctrl key). */
  selecting: boolean;
  onSelecting: (on: boolean) => void;
}) {
  const pickLabel = view === 'sites' ? texts.clients : texts.collaborateurs;
  return (
    <FilterBar spacing={1.5} padded={false} centered wrap>
      <SearchField
        placeholder={view === 'sites' ? texts.siteClient : texts.nomSpecialite}
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
        sx={{ width: { md: 240 } }}
      />
      <Autocomplete
        multiple
        disableCloseOnSelect
        limitTags={2}
        options={[...options]}
        value={values.picked}
        onChange={(_, next) => onChange({ ...values, picked: next })}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        noOptionsText={view === 'sites' ? texts.aucunClient : texts.aucunCollaborateur}
        size="small"
        sx={{ minWidth: 240, maxWidth: { md: 420 } }}
        renderValue={(selected, getItemProps) =>
          selected.map((value, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={value.name} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={pickLabel} placeholder={values.picked.length ? undefined : texts.tous} />
        )}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={values.unassignedOnly}
              onChange={(_, checked) => onChange({ ...values, unassignedOnly: checked })}
            />
          }
          label={texts.nonAffectesSeulement}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <FormControlLabel
          control={<Switch checked={selecting} onChange={(_, checked) => onSelecting(checked)} />}
          label={texts.selectionMultiple}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Stack>
    </FilterBar>
  );
}
