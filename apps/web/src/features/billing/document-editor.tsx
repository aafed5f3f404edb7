import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { computeDocumentTotals } from '@securite/domain/billing/document-totals';
import { isAccountingDocument } from '@securite/domain/billing/document-types';
import type { CommercialDocument, DocumentSave } from '@securite/domain/billing/schemas';
import { messages } from '@securite/domain/errors/messages';
import { type ReactNode, useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { FormDayField } from '../../ui/form/form-day-field.tsx';
import { useFormDialogGuard, useReportDirty } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDocumentAction } from './api/change-document.ts';
import { useBillingCustomers } from './api/find-billing-customers.ts';
import { previewDocumentPdf } from './api/preview-document-pdf.ts';
import type { WebDocumentFamily } from './document-families.ts';
import {
  checkSaveRequest,
  type DocumentFormValues,
  documentFormPath,
  documentResolver,
  type FormState,
} from './document-form-state.ts';
import { DocumentLinesEditor } from './document-lines-editor.tsx';
import { DocumentTotalsView } from './document-totals-view.tsx';

import { texts } from './texts.ts';

/** The form of a draft: customer, dates, lines, discount; save, preview, validate, delete. */
export function DocumentEditor({
  agencyId,
  family,
  initial,
  onDone,
  attachments,
}: {
  agencyId: string;
  family: WebDocumentFamily;
  initial: FormState;
  onDone: (doc: CommercialDocument | null) => void;
  /** The « Pièces jointes » section, under the content. */
  attachments?: ReactNode;
}) {
  const { id: initialId, type, ...defaultValues } = initial;
  // The draft's id, given by its first save, is not input.
  const [id, setId] = useState(initialId);
  const resolver = useMemo(() => documentResolver(type), [type]);
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<DocumentFormValues>({
    resolver,
    defaultValues,
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const [formError, setFormError] = useState<string | null>(null);
  useReportDirty(formState.isDirty);
  const dialog = useFormDialogGuard();
  const customers = useBillingCustomers(agencyId);
  const action = useDocumentAction(agencyId, family);
  const discountKind = useWatch({ control, name: 'discountKind' });
  // The totals of what is typed, as soon as it makes a valid request.
  const values = useWatch({ control }) as DocumentFormValues;
  const checked = checkSaveRequest(values, { id, type });
  const totals = 'input' in checked ? computeDocumentTotals(checked.input.lines, checked.input.discount) : null;

  /** A refusal: a 400's messages under the fields that hold the values, the rest above the form. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
      for (const [path, message] of Object.entries(error.errors))
        setError(documentFormPath(path) as FieldPath<DocumentFormValues>, { message });
      return;
    }
    setFormError(error instanceof Error ? error.message : messages.genericError);
  };
  /** The request of values the resolver accepted. */
  const requestOf = (checkedValues: DocumentFormValues): DocumentSave => {
    const request = checkSaveRequest(checkedValues, { id, type });
    if (!('input' in request)) throw new Error(request.issues[0]?.message ?? messages.genericError);
    return request.input;
  };
  const save = async (checkedValues: DocumentFormValues): Promise<CommercialDocument | null> => {
    setFormError(null);
    let saved: CommercialDocument | null;
    try {
      saved = await action.mutateAsync({ kind: 'save', input: requestOf(checkedValues) });
    } catch (error) {
      showError(error);
      return null;
    }
    notify.success(texts.vosModificationsOntEte);
    if (saved) {
      // What was saved is the form's new starting point (no longer unsaved input).
      reset(getValues());
      setId(saved.id);
    }
    return saved;
  };
  const onSubmit = handleSubmit(async (checkedValues) => {
    await save(checkedValues);
  });
  const validate = async () => {
    const accounting = isAccountingDocument(type);
    const ok = await confirm({
      title: texts.validerLeDocument,
      message: accounting ? texts.ilRecevraSonNumero : texts.ilRecevraSonNumeroDefinitif,
      confirmLabel: texts.valider,
    });
    if (!ok) return;
    await handleSubmit(async (checkedValues) => {
      const saved = await save(checkedValues);
      if (!saved) return;
      let done: CommercialDocument | null;
      try {
        done = await action.mutateAsync({ kind: 'validate', id: saved.id });
      } catch (error) {
        showError(error);
        return;
      }
      notify.success(texts.documentValide);
      if (done) onDone(done);
    })();
  };
  const remove = async () => {
    if (!id) return;
    if (!(await confirm({ title: texts.supprimerCeBrouillon, confirmLabel: texts.supprimer, destructive: true })))
      return;
    try {
      await action.mutateAsync({ kind: 'delete', id });
    } catch (error) {
      // Not deleted: the editor stays open with the reason above the form.
      showError(error);
      return;
    }
    notify.success(texts.brouillonSupprime);
    onDone(null);
  };
  const preview = handleSubmit(async (checkedValues) => {
    setFormError(null);
    await previewDocumentPdf(agencyId, family, requestOf(checkedValues)).catch(() => undefined);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormError message={formError ?? formState.errors.root?.message ?? null} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="customerId"
              label={texts.client}
              select
              required
              fullWidth={false}
              sx={{ flex: 2 }}
            >
              {(customers.data ?? []).map((customer) => (
                <MenuItem key={customer.id} value={customer.id}>
                  {customer.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormDayField control={control} name="date" id="document-date" label={texts.date} sx={{ flex: 1 }} />
            {type === 'invoice' && (
              <FormDayField
                control={control}
                name="dueDate"
                id="document-due-date"
                label={texts.echeance2}
                helperText="60 jours au plus (45 jours fin de mois si convenu)"
                sx={{ flex: 1 }}
              />
            )}
          </Stack>
          {isAccountingDocument(type) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={texts.periodeFacturee}>
              <FormDayField
                control={control}
                name="periodStart"
                id="document-period-start"
                label={texts.periodeFactureeDu}
                helperText={texts.leMemeJourAu}
                sx={{ flex: 1 }}
              />
              <FormDayField control={control} name="periodEnd" id="document-period-end" label="au" sx={{ flex: 1 }} />
            </Stack>
          )}
          <FormTextField control={control} name="subject" label={texts.objet2} />
          <FormTextField
            control={control}
            name="deliveryAddress"
            label={texts.adresseDeLivraisonLieu}
            helperText={texts.siElleDiffereDe}
          />
          <DocumentLinesEditor control={control} lines={lines} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="discountKind"
              label={texts.remise}
              select
              fullWidth={false}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="none">{texts.aucuneRemise}</MenuItem>
              <MenuItem value="percent">{texts.pourcentageDuTotalHt}</MenuItem>
              <MenuItem value="amount">{texts.montantFixeHt}</MenuItem>
            </FormTextField>
            {discountKind !== 'none' && (
              <FormTextField
                control={control}
                name="discountValue"
                label={discountKind === 'percent' ? texts.remise2 : texts.remiseHt}
                inputMode="decimal"
                fullWidth={false}
              />
            )}
          </Stack>
          <FormTextField control={control} name="notes" label={texts.notes} multiline minRows={2} />
          {totals && (
            <DocumentTotalsView
              totals={{
                discountCents: totals.totals.allowanceTotalCents,
                totalExclTaxCents: totals.totals.taxBasisTotalCents,
                totalCents: totals.totals.grandTotalCents,
                totalTaxCents: totals.totals.taxTotalCents,
                vat: totals.vatBreakdown,
              }}
            />
          )}
        </Stack>
        {attachments}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {id && (
          <Button color="error" onClick={remove} disabled={action.isPending}>
            {texts.supprimer}
          </Button>
        )}
        <Button
          onClick={() => void (dialog?.mayLeave() ?? Promise.resolve(true)).then((leave) => leave && onDone(null))}
        >
          {texts.fermer}
        </Button>
        <Button onClick={preview}>{texts.apercu}</Button>
        <Button type="submit" disabled={action.isPending}>
          {texts.enregistrer}
        </Button>
        <Button variant="contained" onClick={validate} disabled={action.isPending}>
          {texts.valider}
        </Button>
      </DialogActions>
    </form>
  );
}
