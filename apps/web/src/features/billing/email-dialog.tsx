import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { normalizeRecipients } from '@securite/domain/billing/derive-document';
import { billingMessages } from '@securite/domain/billing/messages';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { messages } from '@securite/domain/errors/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { billingKey, sendDocumentEmail, useBillingCustomers } from './api/documents-api.ts';
import type { WebDocumentFamily } from './document-families.ts';

export interface EmailDialogProps {
  agencyId: string;
  family: WebDocumentFamily;
  doc: CommercialDocument;
}

/**
 * Sends a document by e-mail: one address a line (deduplicated, blanks dropped), confirmed with « Confirmer l'envoi
 * de N email(s) simultanément ? »; the addresses that failed stay in the dialog with their reason.
 */
export function EmailDialog({ agencyId, family, doc, close }: EmailDialogProps & DialogControls<boolean>) {
  const titleId = useId();
  const client = useQueryClient();
  const customers = useBillingCustomers(agencyId);
  const proposed = customers.data?.find((c) => c.id === doc.customer.id)?.recipients ?? [];
  const [text, setText] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const dirty = useChangedSinceOpen({ text, subject, message });
  const value = text ?? normalizeRecipients([...doc.recipients, ...proposed]).join('\n');
  const send = async () => {
    const recipients = normalizeRecipients(value.split(/[\n,;]/));
    if (recipients.length === 0) {
      setFailures([billingMessages.noRecipient]);
      return;
    }
    if (!(await confirm({ title: billingMessages.confirmSend(recipients.length), confirmLabel: 'Envoyer' }))) return;
    setBusy(true);
    try {
      const result = await sendDocumentEmail(agencyId, family, doc.id, {
        recipients,
        subject: subject || null,
        message: message || null,
      });
      await client.invalidateQueries({ queryKey: billingKey(agencyId) });
      if (result.sent.length > 0) notify.success(messages.emailsSent);
      if (result.failed.length === 0) {
        close(true);
        return;
      }
      setText(result.failed.map((f) => f.email).join('\n'));
      setFailures(result.failed.map((f) => `${f.email} : ${f.message}`));
    } catch (e) {
      setFailures([e instanceof Error ? e.message : 'Une erreur est survenue']);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={() => close(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Envoyer par e-mail</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failures.length > 0 && (
            <Alert severity="error">
              {failures.map((f) => (
                <div key={f}>{f}</div>
              ))}
            </Alert>
          )}
          <TextField
            label="Destinataires (un par ligne)"
            value={value}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
          />
          <TextField label="Objet (facultatif)" value={subject} onChange={(e) => setSubject(e.target.value)} />
          <TextField
            label="Message (facultatif)"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={3}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <FormDialogCancelButton />
        <Button variant="contained" onClick={send} disabled={busy}>
          Envoyer
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
