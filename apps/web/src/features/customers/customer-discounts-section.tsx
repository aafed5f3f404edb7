import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { RepeatedRows } from '../../ui/form/repeated-rows.tsx';
import type { CustomerFormValues } from './customer-form-values.ts';

import { texts } from './texts.ts';

/** The customer's standing discounts (companyDiscounts): a percent or an amount excluding tax. */
export function CustomerDiscountsSection({
  control,
  readOnly,
}: {
  control: Control<CustomerFormValues>;
  readOnly: boolean;
}) {
  const list = useFieldArray({ control, name: 'discounts', keyName: 'key' });
  return (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {texts.remises}
      </Typography>
      <RepeatedRows
        rows={list.fields.map((field, index) => ({ key: field.key, index }))}
        readOnly={readOnly}
        emptyText={texts.aucuneRemise}
        rowLabel={(i) => texts.remiseValue(i + 1)}
        removeLabel={(i) => texts.retirerLaRemiseValue(i + 1)}
        onRemove={(i) => list.remove(i)}
        addLabel={texts.ajouterUneRemise}
        onAdd={() => list.append({ label: '', kind: 'percent', value: '' })}
        fields={(i) => (
          <Grid container spacing={1.5} sx={{ flex: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name={`discounts.${i}.label`} label={texts.libelle} size="small" />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField control={control} name={`discounts.${i}.kind`} label={texts.type} size="small" select>
                <MenuItem value="percent">{texts.pourcentage}</MenuItem>
                <MenuItem value="amount">{texts.montantHt}</MenuItem>
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField control={control} name={`discounts.${i}.value`} label={texts.valeur} size="small" />
            </Grid>
          </Grid>
        )}
      />
    </>
  );
}
