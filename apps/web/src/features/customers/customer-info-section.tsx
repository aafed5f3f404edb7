import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { settlementPeriodLabels } from '@securite/domain/customers/settlement';
import { type Control, useWatch } from 'react-hook-form';
import { AddressFields } from '../../ui/form/address-fields.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../ui/form/form-switch.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { CustomerDiscountsSection } from './customer-discounts-section.tsx';
import type { CustomerFormValues } from './customer-form-values.ts';
import { CustomerLogoField } from './customer-logo-field.tsx';

import { texts } from './texts.ts';

/** Identity, address, legal identifiers and payment terms of a customer. */
export function CustomerInfoSection({
  agencyId,
  control,
  readOnly,
}: {
  agencyId: string;
  control: Control<CustomerFormValues>;
  readOnly: boolean;
}) {
  const period = useWatch({ control, name: 'settlementPeriod' });
  const type = useWatch({ control, name: 'type' });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <CustomerLogoField agencyId={agencyId} control={control} readOnly={readOnly} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="type" label={texts.type} select>
          <MenuItem value="company">{texts.entreprise}</MenuItem>
          <MenuItem value="individual">{texts.particulier}</MenuItem>
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name="name" label={texts.nom} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="email" label="E-mail" type="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="phone" label={texts.telephone} />
      </Grid>
      <Grid size={12}>
        <AddressFields control={control} prefix="" country={false} />
      </Grid>
      {type === 'company' && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="siren" label="SIREN" helperText="9 chiffres" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="vatNumber" label="N° de TVA intracommunautaire" />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="settlementPeriod" label={texts.delaiDeReglement} select>
          {Object.entries(settlementPeriodLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      {period !== 'onReceipt' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            control={control}
            name="settlementPeriodDays"
            label={texts.nombreDeJours}
            step={1}
            unit="jours"
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormTextField
          control={control}
          name="specialties"
          label={texts.specialites}
          helperText={texts.separeesParDesVirgules}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="comments" label={texts.commentaires} multiline minRows={2} />
      </Grid>
      <Grid size={12}>
        <CustomerDiscountsSection control={control} readOnly={readOnly} />
      </Grid>
      <Grid size={12}>
        <FormSwitch
          control={control}
          name="generateCustomerNumberId"
          label={texts.genererUnNumeroClient}
          helperText={texts.leNumeroC0001}
        />
      </Grid>
    </Grid>
  );
}
