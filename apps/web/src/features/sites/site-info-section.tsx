import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { SiteCustomerOption } from '@securite/domain/sites/site-customer-schemas';
import { format, isValid, parseISO } from 'date-fns';
import { type Control, Controller } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useSiteCustomers } from './api/find-site-customers.ts';
import type { SiteFormInput } from './site-form-values.ts';

import { texts } from './texts.ts';

export interface SiteInfoSectionProps {
  control: Control<SiteFormInput>;
  agencyId: string;
  /** The site's customer as saved, shown while the choice loads. */
  currentCustomer: SiteCustomerOption | null;
  specialtyOptions: readonly string[];
  autoFocus?: boolean;
}

function CustomerField({
  control,
  agencyId,
  currentCustomer,
}: Pick<SiteInfoSectionProps, 'control' | 'agencyId' | 'currentCustomer'>) {
  const customers = useSiteCustomers(agencyId);
  const options = customers.data ?? (currentCustomer ? [currentCustomer] : []);
  return (
    <Controller
      control={control}
      name="customerId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((c) => c.id === field.value) ?? null}
          onChange={(_, next) => field.onChange(next?.id ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, selected) => option.id === selected.id}
          loading={customers.isFetching}
          loadingText={texts.chargement}
          noOptionsText={texts.aucunClient}
          renderInput={(params) => (
            <TextField
              {...params}
              label={texts.client}
              placeholder={texts.aucunClient}
              error={fieldState.invalid || customers.isError}
              helperText={
                fieldState.error?.message ??
                (customers.isError ? texts.impossibleDeChargerLesClients : texts.leClientPourQui)
              }
            />
          )}
        />
      )}
    />
  );
}

/** Informations: name, customer, specialties, comments and the day the site becomes active. */
export function SiteInfoSection({
  control,
  agencyId,
  currentCustomer,
  specialtyOptions,
  autoFocus,
}: SiteInfoSectionProps) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="name" label={texts.nomDuSite} required autoFocus={autoFocus} />
      <CustomerField control={control} agencyId={agencyId} currentCustomer={currentCustomer} />
      <Controller
        control={control}
        name="specialties"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={[...specialtyOptions]}
            value={field.value ?? []}
            onChange={(_, next) => field.onChange([...new Set(next.map((s) => s.trim()).filter(Boolean))])}
            renderValue={(values, getItemProps) =>
              values.map((value, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={value} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={texts.specialites}
                placeholder={texts.ssiap1Cynophile}
                error={fieldState.invalid}
                helperText={fieldState.error?.message ?? texts.lesQualificationsAttenduesDes}
              />
            )}
          />
        )}
      />
      <FormTextField control={control} name="comments" label={texts.commentaires} multiline minRows={3} />
      <Controller
        control={control}
        name="willActivate"
        render={({ field, fieldState }) => {
          const date = field.value ? parseISO(field.value) : null;
          return (
            <DatePicker
              label={texts.actifAPartirDu}
              value={date}
              onChange={(next) => field.onChange(next && isValid(next) ? format(next, 'yyyy-MM-dd') : null)}
              slotProps={{
                textField: {
                  fullWidth: true,
                  error: fieldState.invalid,
                  helperText: fieldState.error?.message ?? 'Laissez vide si le site est actif dès maintenant.',
                },
                field: { clearable: true },
              }}
            />
          );
        }}
      />
    </Stack>
  );
}
