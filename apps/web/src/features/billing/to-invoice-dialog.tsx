import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentTypeLabels } from '@securite/domain/billing/document-types';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import type { SourceInvoiceRequest } from '@securite/domain/billing/source-invoicing';
import { frenchEuros } from '@securite/domain/money/amounts';
import { parseDecimal, parseEurosToCents } from '@securite/domain/money/money-input';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useDocumentAction } from './api/change-document.ts';
import type { WebDocumentFamily } from './document-families.ts';

import { texts } from './texts.ts';

export interface ToInvoiceDialogProps {
  agencyId: string;
  family: WebDocumentFamily;
  /** An accepted quote or a validated purchase order. */
  doc: CommercialDocument;
}

/** The deposit typed: a percentage above 0 and at most 100, or an amount including tax above 0. */
const depositOf = (depositKind: 'percent' | 'amount', value: string) => {
  if (depositKind === 'percent') {
    const percent = parseDecimal(value);
    return percent === null || percent <= 0 || percent > 100 ? null : { percentBp: Math.round(percent * 100) };
  }
  const cents = parseEurosToCents(value);
  return cents === null || cents <= 0 ? null : { amountCents: cents };
};

/** The invoice to create, a deposit's percentage or amount typed as text. */
const zToInvoiceForm = z
  .object({
    mode: z.enum(['full', 'deposit', 'balance']),
    depositKind: z.enum(['percent', 'amount']),
    value: z.string(),
  })
  .superRefine(({ mode, depositKind, value }, context) => {
    if (mode === 'deposit' && !depositOf(depositKind, value))
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: depositKind === 'percent' ? texts.indiquezUnPourcentageEntre : texts.indiquezUnMontantTtc,
      });
  });
type ToInvoiceForm = z.infer<typeof zToInvoiceForm>;

/** The request the form's values make (checked by the schema first). */
const requestOf = ({ mode, depositKind, value }: ToInvoiceForm): SourceInvoiceRequest =>
  mode === 'deposit' ? { mode, ...depositOf(depositKind, value) } : { mode };

/**
 * « Transformer en facture »: the whole quote (or purchase order) once, a deposit invoice (a percentage or an amount
 * including tax), or the balance its deposits left. What is already invoiced is shown; the server bounds them all.
 */
export function ToInvoiceDialog({
  agencyId,
  family,
  doc,
  close,
}: ToInvoiceDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const action = useDocumentAction(agencyId, family);
  const started = doc.invoicedCents > 0;
  const left = Math.max(0, doc.totalCents - doc.invoicedCents);
  const { control, handleSubmit, setError, formState } = useForm<ToInvoiceForm>({
    resolver: zodResolver(zToInvoiceForm),
    defaultValues: { mode: started ? 'balance' : 'full', depositKind: 'percent', value: '30' },
  });
  const [mode, depositKind] = useWatch({ control, name: ['mode', 'depositKind'] });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['mode'],
      save: (values) => action.mutateAsync({ kind: 'toInvoice', id: doc.id, request: requestOf(values) }),
      success: texts.factureCreeeEnBrouillon,
      onSaved: (next) => close(next ?? undefined),
    },
  );
  const word = documentTypeLabels[doc.type].toLowerCase();
  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.transformerEnFacture}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <Typography variant="body2">
              {started
                ? texts.dejaFactureSurValue(
                    frenchEuros(doc.invoicedCents),
                    frenchEuros(doc.totalCents),
                    frenchEuros(left),
                  )
                : texts.ceNAWord(word, frenchEuros(doc.totalCents))}
            </Typography>
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <RadioGroup
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  aria-label={texts.factureACreer}
                >
                  <FormControlLabel value="full" control={<Radio />} label={texts.factureComplete} disabled={started} />
                  <FormControlLabel value="deposit" control={<Radio />} label={texts.factureDAcompte} />
                  <FormControlLabel value="balance" control={<Radio />} label={texts.factureDeSoldeCe} />
                </RadioGroup>
              )}
            />
            {mode === 'deposit' && (
              <Stack direction="row" spacing={1}>
                <FormTextField
                  control={control}
                  name="depositKind"
                  label={texts.acompteEn}
                  select
                  slotProps={{ select: { native: true } }}
                  fullWidth={false}
                  sx={{ minWidth: 140 }}
                >
                  <option value="percent">{texts.duTotal}</option>
                  <option value="amount">€ TTC</option>
                </FormTextField>
                <FormTextField
                  control={control}
                  name="value"
                  label={depositKind === 'percent' ? texts.pourcentage : texts.montantTtc}
                  inputMode="decimal"
                  fullWidth={false}
                />
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" disabled={action.isPending}>
            {texts.creerLaFacture}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
