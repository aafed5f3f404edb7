import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type SalaryElement,
  salaryElementKindLabels,
  salaryElementKinds,
} from '@securite/domain/payroll/salary-elements';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MonthInput } from '../../../ui/day-input.tsx';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { salaryTexts as texts } from '../texts.ts';
import { useSalaryElementAgents } from './api/find-salary-element-agents.ts';
import { useSaveSalaryElement } from './api/save-salary-element.ts';
import {
  formValuesOf,
  requestOf,
  type SalaryElementFormInput,
  type SalaryElementFormOutput,
  zSalaryElementForm,
} from './salary-element-form.ts';

const fields = ['agentId', 'month', 'kind', 'label', 'amount'] as const;

export interface SalaryElementDialogProps {
  agencyId: string;
  /** The element to edit; a new one otherwise. */
  element?: SalaryElement | null;
  /** The month (and agent) a new element starts on: the list's filters. */
  month: string;
  agentId?: string;
}

/** Nouvel élément de salaire / Modifier: agent, month, kind, label and amount in euros. */
export function SalaryElementDialog({
  agencyId,
  element = null,
  month,
  agentId,
  close,
}: SalaryElementDialogProps & DialogControls<SalaryElement>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveSalaryElement(agencyId);
  const agents = useSalaryElementAgents(agencyId);
  const { control, handleSubmit, setError, formState } = useForm<
    SalaryElementFormInput,
    unknown,
    SalaryElementFormOutput
  >({
    resolver: zodResolver(zSalaryElementForm),
    defaultValues: formValuesOf(element, month, agentId),
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields,
      save: (values: SalaryElementFormOutput) => save.mutateAsync(requestOf(values)),
      success: element ? texts.updated : texts.created,
      onSaved: (saved) => close(saved),
    },
  );
  const agentList = agents.data ?? [];
  // An edited element's agent may have been archived since: it stays choosable.
  const options =
    element && !agentList.some((a) => a.id === element.agent.id) ? [element.agent, ...agentList] : agentList;

  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{element ? texts.editTitle : texts.createTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="agentId" label={texts.agent} select required>
              {options.map((agent) => (
                <MenuItem key={agent.id} value={agent.id}>
                  {agent.fullname}
                </MenuItem>
              ))}
            </FormTextField>
            <Controller
              control={control}
              name="month"
              render={({ field, fieldState }) => (
                <MonthInput
                  id="champ-month"
                  label={texts.month}
                  value={field.value}
                  onChange={field.onChange}
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <FormTextField control={control} name="kind" label={texts.kind} select required>
              {salaryElementKinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {salaryElementKindLabels[kind]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="label" label={texts.label} required />
            <FormTextField
              control={control}
              name="amount"
              label={texts.amount}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.save}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
