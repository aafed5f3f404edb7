import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { paymentMethodLabels, paymentMethods } from '@securite/domain/billing/document-types';
import { type CommercialDocument, type PaymentInput, zPaymentInput } from '@securite/domain/billing/schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormCentsField } from '../../ui/form/form-cents-field.tsx';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useDocumentAction } from './api/change-document.ts';
import { families } from './document-families.ts';

import { texts } from './texts.ts';

export interface PaymentDialogProps {
  agencyId: string;
  doc: CommercialDocument;
}

type Input = z.input<typeof zPaymentInput>;

/** A partial payment of an invoice: date, amount (the amount left to pay at first), method, note. */
export function PaymentDialog({ agencyId, doc, close }: PaymentDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const action = useDocumentAction(agencyId, families.invoices);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, PaymentInput>({
    resolver: zodResolver(zPaymentInput),
    defaultValues: { date: todayIn('Europe/Paris'), amountCents: doc.leftToPayCents, method: 'transfer', note: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['date', 'amountCents', 'method', 'note'],
      save: (payment) =>
        action.mutateAsync({ kind: 'payment', id: doc.id, payment: { ...payment, note: payment.note || null } }),
      success: texts.paiementEnregistre,
      onSaved: (next) => close(next ?? undefined),
      // The documents' API client shows no notice of its own (notifyErrors: false): a refusal shows here.
      forbiddenInForm: true,
    },
  );
  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.paiementPartiel}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <FormDayField control={control} name="date" label={texts.dateDuPaiement} />
            <FormCentsField control={control} name="amountCents" label={texts.montant} />
            <FormTextField control={control} name="method" label={texts.moyenDePaiement} select>
              {paymentMethods.map((m) => (
                <MenuItem key={m} value={m}>
                  {paymentMethodLabels[m]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="note" label={texts.note} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={action.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
