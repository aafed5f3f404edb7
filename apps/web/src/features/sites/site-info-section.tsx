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
          loadingText="Chargement…"
          noOptionsText="Aucun client"
          renderInput={(params) => (
            <TextField
              {...params}
              label="Client"
              placeholder="Aucun client"
              error={fieldState.invalid || customers.isError}
              helperText={
                fieldState.error?.message ??
                (customers.isError ? 'Impossible de charger les clients.' : 'Le client pour qui le site est gardé.')
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
      <FormTextField control={control} name="name" label="Nom du site" required autoFocus={autoFocus} />
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
                label="Spécialités"
                placeholder="SSIAP 1, Cynophile…"
                error={fieldState.invalid}
                helperText={
                  fieldState.error?.message ?? 'Les qualifications attendues des agents ; Entrée pour ajouter.'
                }
              />
            )}
          />
        )}
      />
      <FormTextField control={control} name="comments" label="Commentaires" multiline minRows={3} />
      <Controller
        control={control}
        name="willActivate"
        render={({ field, fieldState }) => {
          const date = field.value ? parseISO(field.value) : null;
          return (
            <DatePicker
              label="Actif à partir du"
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
