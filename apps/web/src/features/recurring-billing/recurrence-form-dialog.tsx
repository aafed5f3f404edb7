import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { VAT_EXEMPTIONS } from '@securite/domain/billing/vat-rules';
import { messages } from '@securite/domain/errors/messages';
import {
  type Recurrence,
  recurrenceFrequencies,
  recurrenceFrequencyLabels,
  recurrenceModeLabels,
  recurrenceModes,
  zRecurrenceSave,
} from '@securite/domain/recurring-billing/recurrence';
import { useId, useMemo, useState } from 'react';
import { type Control, type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import {
  emptyRecurrenceLine,
  isZeroVat,
  type RecurrenceFormValues,
  recurrenceFormPath,
  recurrenceFormValues,
  recurrenceResolver,
  toRecurrenceSave,
} from './recurrence-form-values.ts';
import { useRecurrenceAction, useRecurrenceCustomers } from './recurring-billing-api.ts';

import { texts } from './texts.ts';

/** The create or edit form of a recurrence: customer, lines, frequency and day, dates, mode. */
export function RecurrenceFormDialog({
  agencyId,
  initial,
  onClose,
}: {
  agencyId: string;
  initial: Recurrence | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const customers = useRecurrenceCustomers(agencyId, true);
  const action = useRecurrenceAction(agencyId);
  const resolver = useMemo(() => recurrenceResolver(initial), [initial]);
  const { control, handleSubmit, setError, formState } = useForm<RecurrenceFormValues>({
    resolver,
    defaultValues: recurrenceFormValues(initial),
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const [formError, setFormError] = useState<string | null>(null);

  // The list refreshes after a save, which closes the form (no notice, as before).
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action.mutateAsync({ kind: 'save', input: zRecurrenceSave.parse(toRecurrenceSave(values, initial)) });
      onClose();
    } catch (error) {
      // A 403 is the API client's notice; a 400's messages go under the fields that hold the values.
      if (error instanceof ApiError && error.status === 403) return;
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
        for (const [path, message] of Object.entries(error.errors))
          setError(recurrenceFormPath(path) as FieldPath<RecurrenceFormValues>, { message });
        return;
      }
      setFormError(error instanceof Error ? error.message : messages.genericError);
    }
  });

  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{initial ? texts.modifierLAbonnement : texts.nouvelAbonnement}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormError message={formError ?? formState.errors.root?.message ?? null} />
            <FormTextField control={control} name="customerId" label={texts.client} select>
              {(customers.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="subject" label={texts.objet} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="frequency"
                label={texts.frequence}
                select
                fullWidth={false}
                sx={{ minWidth: 180 }}
              >
                {recurrenceFrequencies.map((f) => (
                  <MenuItem key={f} value={f}>
                    {recurrenceFrequencyLabels[f]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="dayOfMonth"
                label={texts.jourDuMois}
                inputMode="numeric"
                helperText={texts.de1A28}
                fullWidth={false}
              />
              <FormTextField
                control={control}
                name="mode"
                label={texts.mode}
                select
                fullWidth={false}
                sx={{ minWidth: 200 }}
              >
                {recurrenceModes.map((m) => (
                  <MenuItem key={m} value={m}>
                    {recurrenceModeLabels[m]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDayField control={control} name="startDate" label={texts.dateDeDebut} />
              <FormDayField control={control} name="endDate" label={texts.dateDeFinFacultative} />
            </Stack>
            {lines.fields.map((line, index) => (
              <Stack key={line.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                <LineFields control={control} index={index} />
                <IconButton
                  aria-label={texts.retirerLaLigneValue(index + 1)}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                >
                  ×
                </IconButton>
              </Stack>
            ))}
            <div>
              <Button onClick={() => lines.append(emptyRecurrenceLine())}>{texts.ajouterUneLigne}</Button>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" disabled={action.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

/** A line's designation, quantity, unit price, VAT rate and, at 0 %, the reason of the exemption. */
function LineFields({ control, index }: { control: Control<RecurrenceFormValues>; index: number }) {
  const vat = useWatch({ control, name: `lines.${index}.vat` });
  return (
    <>
      <FormTextField
        control={control}
        name={`lines.${index}.label`}
        label={texts.designationValue(index + 1)}
        fullWidth={false}
        sx={{ flex: 3 }}
      />
      <FormTextField
        control={control}
        name={`lines.${index}.quantity`}
        label={texts.quantite}
        fullWidth={false}
        sx={{ flex: 1 }}
      />
      <FormTextField
        control={control}
        name={`lines.${index}.price`}
        label={texts.prixUnitaireHt}
        fullWidth={false}
        sx={{ flex: 1 }}
      />
      <FormTextField control={control} name={`lines.${index}.vat`} label="TVA (%)" fullWidth={false} sx={{ flex: 1 }} />
      {isZeroVat(vat) && (
        <FormTextField
          control={control}
          name={`lines.${index}.vatExemptionCode`}
          label={texts.motif0Value(index + 1)}
          select
          required
          fullWidth={false}
          sx={{ flex: 2 }}
        >
          {VAT_EXEMPTIONS.map((exemption) => (
            <MenuItem key={exemption.code} value={exemption.code}>
              {exemption.label}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </>
  );
}
