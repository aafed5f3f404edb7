import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { normalizeRecipients } from '@securite/domain/billing/derive-document';
import { billingMessages } from '@securite/domain/billing/messages';
import { type CommercialDocument, type DocumentEmail, zDocumentEmail } from '@securite/domain/billing/schemas';
import { messages } from '@securite/domain/errors/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { applyServerErrors } from '../../ui/form/apply-server-errors.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { billingKey } from './api/billing-keys.ts';
import { useBillingCustomers } from './api/find-billing-customers.ts';
import { sendDocumentEmail } from './api/send-document-email.ts';
import type { WebDocumentFamily } from './document-families.ts';

import { texts } from './texts.ts';

export interface EmailDialogProps {
  agencyId: string;
  family: WebDocumentFamily;
  doc: CommercialDocument;
}

/** The addresses typed, one a line (or split by commas, semicolons), deduplicated and blanks dropped. */
const recipientsOf = (text: string) => normalizeRecipients(text.split(/[\n,;]/));

/** The e-mail as typed: the addresses a text checked as the request's list (zDocumentEmail), at least one. */
const zEmailForm = z.object({
  recipients: z.string().superRefine((text, context) => {
    const recipients = recipientsOf(text);
    if (recipients.length === 0) {
      context.addIssue({ code: 'custom', message: billingMessages.noRecipient });
      return;
    }
    const checked = zDocumentEmail.shape.recipients.safeParse(recipients);
    if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
  }),
  subject: zDocumentEmail.shape.subject,
  message: zDocumentEmail.shape.message,
});
type EmailForm = z.input<typeof zEmailForm>;

/** The request the form's values make (checked by the form schema first). */
const requestOf = (values: z.output<typeof zEmailForm>): DocumentEmail => ({
  recipients: recipientsOf(values.recipients),
  subject: values.subject || null,
  message: values.message || null,
});

/**
 * Sends a document by e-mail: one address a line (deduplicated, blanks dropped), confirmed with « Confirmer l'envoi
 * de N email(s) simultanément ? »; the addresses that failed stay in the dialog with their reason.
 */
export function EmailDialog({ agencyId, family, doc, close }: EmailDialogProps & DialogControls<boolean>) {
  const titleId = useId();
  const client = useQueryClient();
  const customers = useBillingCustomers(agencyId);
  const proposed = customers.data?.find((c) => c.id === doc.customer.id)?.recipients;
  const initialRecipients = normalizeRecipients([...doc.recipients, ...(proposed ?? [])]).join('\n');
  const { control, handleSubmit, setError, setValue, resetField, getFieldState, formState } = useForm<
    EmailForm,
    unknown,
    z.output<typeof zEmailForm>
  >({
    resolver: zodResolver(zEmailForm),
    defaultValues: { recipients: initialRecipients, subject: '', message: '' },
  });
  // The customer's addresses arrive after the dialog opens: they join the list until the user types in it.
  useEffect(() => {
    if (!getFieldState('recipients').isDirty) resetField('recipients', { defaultValue: initialRecipients });
  }, [initialRecipients, getFieldState, resetField]);
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const send = handleSubmit(async (values) => {
    const request = requestOf(values);
    const title = billingMessages.confirmSend(request.recipients.length);
    if (!(await confirm({ title, confirmLabel: texts.envoyer }))) return;
    setFailures([]);
    setBusy(true);
    try {
      const result = await sendDocumentEmail(agencyId, family, doc.id, request);
      await client.invalidateQueries({ queryKey: billingKey(agencyId) });
      if (result.sent.length > 0) notify.success(messages.emailsSent);
      if (result.failed.length === 0) {
        close(true);
        return;
      }
      setValue('recipients', result.failed.map((f) => f.email).join('\n'), { shouldDirty: true });
      setFailures(result.failed.map((f) => `${f.email} : ${f.message}`));
    } catch (error) {
      const message = applyServerErrors(error, setError, ['recipients', 'subject', 'message']);
      setFailures(message ? [message] : []);
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={() => close(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={send} noValidate>
        <DialogTitle id={titleId}>{texts.envoyerParEMail}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failures.length > 0 && (
              <Alert severity="error">
                {failures.map((f) => (
                  <div key={f}>{f}</div>
                ))}
              </Alert>
            )}
            <FormTextField
              control={control}
              name="recipients"
              label={texts.destinatairesUnParLigne}
              multiline
              minRows={3}
            />
            <FormTextField control={control} name="subject" label={texts.objetFacultatif} />
            <FormTextField control={control} name="message" label={texts.messageFacultatif} multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" disabled={busy}>
            {texts.envoyer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
