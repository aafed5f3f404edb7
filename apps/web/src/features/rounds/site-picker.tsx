import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { SiteOption } from './rounds-filters.tsx';

import { texts } from './texts.ts';

/** « Site »: one of the agency's sites, bound to the form's siteId ('' when none). */
export function SitePicker<T extends FieldValues>({
  control,
  name,
  sites,
  disabled,
  loading,
  onPicked,
}: {
  control: Control<T>;
  name: Path<T>;
  sites: readonly SiteOption[];
  disabled?: boolean;
  loading?: boolean;
  /** Told of the new site, before the form holds it. */
  onPicked?: (siteId: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={sites}
          value={sites.find((s) => s.id === field.value) ?? null}
          onChange={(_, next) => {
            onPicked?.(next?.id ?? '');
            field.onChange(next?.id ?? '');
          }}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(o, v) => o.id === v.id}
          disabled={disabled}
          loading={loading}
          loadingText={texts.chargementDesSites}
          noOptionsText={texts.aucunSite}
          renderInput={(params) => (
            <TextField
              {...params}
              id={`champ-${name}`}
              inputRef={field.ref}
              label={texts.site}
              required
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
