import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  type CommercialDocument,
  type HoursInvoiceRequest,
  zDocument,
  zHoursInvoiceRequest,
} from '@securite/domain/billing/schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { agencyPath, apiRequest } from '../../api/client.ts';
import { MonthInput } from '../../ui/day-input.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { applyServerErrors } from '../../ui/form/apply-server-errors.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { billingKey } from './api/billing-keys.ts';
import { useBillingCustomers } from './api/find-billing-customers.ts';

import { texts } from './texts.ts';

export interface HoursInvoiceDialogProps {
  agencyId: string;
}

/** The previous month, the one usually billed: « 2026-10 » in November 2026. */
function previousMonth(): string {
  const today = todayIn('Europe/Paris');
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Facturer les heures: a customer and a month; the draft invoice of its ended services comes back to review (no
 * success notice: the draft opens, with the server's notice when it left time already billed out).
 */
export function HoursInvoiceDialog({ agencyId, close }: HoursInvoiceDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const client = useQueryClient();
  const customers = useBillingCustomers(agencyId);
  // No customer chosen yet: the select shows empty and the schema asks for one.
  const { control, handleSubmit, setError, formState } = useForm<HoursInvoiceRequest>({
    resolver: zodResolver(zHoursInvoiceRequest),
    defaultValues: { customerId: '', month: previousMonth() },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const generate = handleSubmit(async (request) => {
    setFormError(null);
    let doc: CommercialDocument;
    try {
      doc = await apiRequest(agencyPath(agencyId, '/invoice/from-hours'), {
        method: 'POST',
        body: request,
        schema: zDocument,
        notifyErrors: false,
      });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['customerId', 'month']));
      return;
    }
    await client.invalidateQueries({ queryKey: billingKey(agencyId) });
    // Time an invoice already bills was left out: say so (« Déjà facturé : … »).
    if (doc.notice) notify.info(doc.notice);
    close(doc);
  });
  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={generate} noValidate>
        <DialogTitle id={titleId}>{texts.facturerLesHeures}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{texts.lesServicesTerminesDu}</DialogContentText>
            <FormError message={formError} />
            <FormTextField control={control} name="customerId" label={texts.client} select required>
              {(customers.data ?? []).map((customer) => (
                <MenuItem key={customer.id} value={customer.id}>
                  {customer.name}
                </MenuItem>
              ))}
            </FormTextField>
            <Controller
              control={control}
              name="month"
              render={({ field, fieldState }) => (
                <MonthInput
                  id="champ-month"
                  label={texts.mois}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {texts.generer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
