import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@securite/domain/errors/messages';
import type { GeocodedPlace, ReverseGeocodingResponse } from '@securite/domain/sites/geocoding-schemas';
import { DEFAULT_COUNTRY, type Location } from '@securite/domain/sites/site-schemas';
import { useRef, useState } from 'react';
import { type Control, Controller, type UseFormGetValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { AddressFields } from '../../ui/form/address-fields.tsx';
import { useLocateCity } from './api/locate-city.ts';
import { SiteAddressSearch } from './site-address-search.tsx';
import { placeable, SiteCoordinates } from './site-coordinates.tsx';
import type { SiteFormInput } from './site-form-values.ts';
import { SiteMap } from './site-map.tsx';

import { texts } from './texts.ts';

const dirty = { shouldDirty: true, shouldValidate: true } as const;

export const addressNotes = {
  approximate: texts.positionApproximativeCentreDe,
  nearest: (label: string) => texts.adresseLaPlusLabel(label),
} as const;

/**
 * Adresse: « Rechercher une adresse », street to country, the position placed on the map or typed, the radius, and
 * 'Localiser la ville'. A pin placed or moved on the map fills the town and postcode of where it lies (the street
 * too while it is empty); an address chosen in the search fills the fields and places the pin.
 */
export function SiteAddressSection({
  control,
  setValue,
  getValues,
  agencyId,
}: {
  control: Control<SiteFormInput>;
  setValue: UseFormSetValue<SiteFormInput>;
  getValues: UseFormGetValues<SiteFormInput>;
  agencyId: string;
}) {
  const location = useWatch({ control, name: 'address.location' });
  const radius = useWatch({ control, name: 'radius' });
  const locate = useLocateCity(agencyId);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // Only the answer for the pin's latest position counts when the pin moves faster than the server answers.
  const latest = useRef(0);
  const point = placeable(location) ? location : null;

  const fill = (found: Pick<ReverseGeocodingResponse, 'city' | 'zipcode' | 'street'>, replaceStreet: boolean) => {
    setValue('address.city', found.city, dirty);
    setValue('address.zipcode', found.zipcode, dirty);
    if (found.street && (replaceStreet || !getValues('address.street')))
      setValue('address.street', found.street, dirty);
    if (!getValues('address.country')) setValue('address.country', DEFAULT_COUNTRY, dirty);
  };
  const lookUp = (at: Location, replaceStreet: boolean) => {
    const call = ++latest.current;
    setLocateError(null);
    locate.mutate(at, {
      onSuccess: (found) => {
        if (call !== latest.current) return;
        fill(found, replaceStreet);
        setNote(addressNotes.nearest(found.label));
      },
      onError: (error) => {
        if (call !== latest.current) return;
        setNote(null);
        setLocateError(
          error instanceof ApiError && error.status === 404 ? messages.reverseGeocodingEmpty : error.message,
        );
      },
    });
  };
  const place = (next: Location) => {
    setLocateError(null);
    setValue('address.location', next, dirty);
  };
  const placeOnMap = (next: Location) => {
    place(next);
    lookUp(next, false);
  };
  const pick = (found: GeocodedPlace) => {
    latest.current++;
    fill(found, true);
    place(found.location);
    setNote(found.type === 'municipality' ? addressNotes.approximate : null);
  };
  const locateCity = () => {
    if (point) lookUp(point, true);
  };

  return (
    <Stack spacing={2.5}>
      <SiteAddressSearch agencyId={agencyId} onPick={pick} />
      <AddressFields control={control} />
      <SiteMap
        label={texts.carteDuSiteCliquez}
        location={point}
        radius={typeof radius === 'number' ? radius : undefined}
        onChange={placeOnMap}
        height={300}
      />
      {note && (
        <Alert severity="info" variant="outlined">
          {note}
        </Alert>
      )}
      <SiteCoordinates control={control} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={control}
          name="radius"
          render={({ field, fieldState }) => (
            <TextField
              id="champ-radius"
              label={texts.rayonDuPerimetre}
              type="number"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
              onBlur={field.onBlur}
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? texts.cercleAutourDuRepere}
              slotProps={{
                htmlInput: { min: 1, step: 10 },
                input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
              }}
              sx={{ maxWidth: { sm: 240 } }}
              fullWidth
            />
          )}
        />
        <Button
          variant="outlined"
          startIcon={<MyLocationIcon />}
          onClick={locateCity}
          disabled={!point}
          loading={locate.isPending}
          sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-start', sm: 'flex-start' } }}
        >
          {texts.localiserLaVille}
        </Button>
      </Stack>
      {locateError && <Alert severity="warning">{locateError}</Alert>}
    </Stack>
  );
}
