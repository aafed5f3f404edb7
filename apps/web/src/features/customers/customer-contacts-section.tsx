import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { RepeatedRows } from '../../ui/form/repeated-rows.tsx';
import { type ContactFormValues, type CustomerFormValues, emptyContact } from './customer-form-values.ts';

import { texts } from './texts.ts';

const flags: { name: keyof ContactFormValues; label: string }[] = [
  { name: 'invoiceRecipient', label: texts.factures },
  { name: 'estimateRecipient', label: texts.devis },
  { name: 'planningRecipient', label: texts.planning },
  { name: 'sendCustomerInterventionReport', label: texts.bonsDIntervention },
  { name: 'sendCustomerServiceEventReport', label: texts.mainCourante },
];

/** The customer's contacts (userCompanies) and what each receives by e-mail. */
export function CustomerContactsSection({
  control,
  readOnly,
}: {
  control: Control<CustomerFormValues>;
  readOnly: boolean;
}) {
  const list = useFieldArray({ control, name: 'userCompanies', keyName: 'key' });
  return (
    <RepeatedRows
      rows={list.fields.map((field, index) => ({ key: field.key, index }))}
      readOnly={readOnly}
      emptyText={texts.aucunContactPourLe}
      rowLabel={(i) => texts.contactValue(i + 1)}
      removeLabel={(i) => texts.retirerLeContactValue(i + 1)}
      onRemove={(i) => list.remove(i)}
      addLabel={texts.ajouterUnContact}
      onAdd={() => list.append(emptyContact())}
      fields={(i) => (
        <Grid container spacing={1.5} sx={{ flex: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={`userCompanies.${i}.lastname`}
              label={texts.nom}
              required
              size="small"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={`userCompanies.${i}.firstname`} label={texts.prenom} size="small" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={`userCompanies.${i}.email`}
              label="E-mail"
              type="email"
              required
              size="small"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={`userCompanies.${i}.position`} label={texts.fonction} size="small" />
          </Grid>
        </Grid>
      )}
      footer={(i) => (
        <FormGroup row aria-label={texts.envoisAuContactValue(i + 1)}>
          {flags.map((flag) => (
            <Controller
              key={flag.name}
              control={control}
              name={`userCompanies.${i}.${flag.name}`}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={Boolean(field.value)}
                      disabled={readOnly}
                      onChange={(_, checked) => field.onChange(checked)}
                    />
                  }
                  label={flag.label}
                />
              )}
            />
          ))}
        </FormGroup>
      )}
    />
  );
}
