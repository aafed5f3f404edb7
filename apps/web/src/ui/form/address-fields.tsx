import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { texts } from '../texts.ts';
import { FormTextField } from './form-text-field.tsx';

/** Where a form keeps its address: under `address` (sites, agents, agencies) or at its top level (customers). */
export type AddressPrefix = 'address.' | '';

/**
 * The one address section of every form: « Adresse », « Complément d’adresse », then « Code postal », « Ville » and
 * (where the record has one) « Pays » on one line from a tablet up, each with the browser's address autofill.
 * The form's values hold `street`, `complement`, `zipcode`, `city` (and `country`) under the prefix.
 */
export function AddressFields<T extends FieldValues>({
  control,
  prefix = 'address.',
  country = true,
  disabled = false,
}: {
  control: Control<T>;
  prefix?: AddressPrefix;
  country?: boolean;
  disabled?: boolean;
}) {
  // The prefix and the four names make a path of T's address (the caller's values hold them, see above).
  const name = (field: 'street' | 'complement' | 'zipcode' | 'city' | 'country') => `${prefix}${field}` as FieldPath<T>;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={name('street')}
        label={texts.adresse}
        autoComplete="address-line1"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name={name('complement')}
        label={texts.complementDAdresse}
        autoComplete="address-line2"
        disabled={disabled}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={name('zipcode')}
          label={texts.codePostal}
          autoComplete="postal-code"
          disabled={disabled}
          sx={{ maxWidth: { sm: 180 } }}
        />
        <FormTextField
          control={control}
          name={name('city')}
          label={texts.ville}
          autoComplete="address-level2"
          disabled={disabled}
        />
        {country && (
          <FormTextField
            control={control}
            name={name('country')}
            label={texts.pays}
            autoComplete="country-name"
            disabled={disabled}
          />
        )}
      </Stack>
    </Stack>
  );
}
