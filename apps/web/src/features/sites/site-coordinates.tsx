import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Location } from '@securite/domain/sites/site-schemas';
import { useEffect, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { SiteFormInput } from './site-form-values.ts';

import { texts as localTexts } from './texts.ts';

const show = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));
/** French users type a decimal comma. */
const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** A position the map can show: both coordinates are numbers in range. */
export function placeable(location: Location | null | undefined): location is Location {
  return (
    !!location &&
    Number.isFinite(location.latitude) &&
    Number.isFinite(location.longitude) &&
    Math.abs(location.latitude) <= 90 &&
    Math.abs(location.longitude) <= 180
  );
}

/**
 * Latitude and longitude typed by hand, kept in step with the map. Both empty: no position; one missing or
 * unreadable: NaN, which the domain schema refuses under the field ('Valeur invalide').
 */
export function SiteCoordinates({ control }: { control: Control<SiteFormInput> }) {
  const { field, fieldState } = useController({ control, name: 'address.location' });
  const location = field.value ?? null;
  const [texts, setTexts] = useState(() => ({ lat: show(location?.latitude), lon: show(location?.longitude) }));

  // A click on the map or a reset changes the position: show it, unless it is what is already typed.
  useEffect(() => {
    setTexts((current) => {
      const same =
        Object.is(parse(current.lat), location?.latitude ?? Number.NaN) &&
        Object.is(parse(current.lon), location?.longitude ?? Number.NaN);
      return same ? current : { lat: show(location?.latitude), lon: show(location?.longitude) };
    });
  }, [location]);

  const change = (next: { lat: string; lon: string }) => {
    setTexts(next);
    if (next.lat.trim() === '' && next.lon.trim() === '') field.onChange(null);
    else field.onChange({ latitude: parse(next.lat), longitude: parse(next.lon) });
  };
  const errors = fieldState.error as
    | { message?: string; latitude?: { message?: string }; longitude?: { message?: string } }
    | undefined;

  return (
    <Stack direction="row" spacing={2}>
      <TextField
        id="champ-latitude"
        label={localTexts.latitude}
        value={texts.lat}
        onChange={(e) => change({ ...texts, lat: e.target.value })}
        onBlur={field.onBlur}
        error={Boolean(errors?.latitude ?? errors?.message)}
        helperText={errors?.latitude?.message ?? errors?.message ?? localTexts.ex488566}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <TextField
        id="champ-longitude"
        label={localTexts.longitude}
        value={texts.lon}
        onChange={(e) => change({ ...texts, lon: e.target.value })}
        onBlur={field.onBlur}
        error={Boolean(errors?.longitude)}
        helperText={errors?.longitude?.message ?? localTexts.ex23522}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
    </Stack>
  );
}
