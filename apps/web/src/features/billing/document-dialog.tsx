import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Actor, isGranted } from '@securite/domain/auth/access';
import { documentTypeLabels, isAccountingDocument } from '@securite/domain/billing/document-types';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useState } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../ui/form/form-dialog.tsx';
import { DocumentEinvoicingSection } from '../einvoicing/public.ts';
import { DocumentEditor } from './document-editor.tsx';
import type { WebDocumentFamily } from './document-families.ts';
import { DocumentFilesSection } from './document-files-section.tsx';
import { formStateOf } from './document-form-state.ts';
import { DocumentView } from './document-view.tsx';

export interface DocumentDialogProps {
  agencyId: string;
  actor: Actor;
  family: WebDocumentFamily;
  /** The document to open; none for a new one. */
  doc?: CommercialDocument | null;
}

/** A quote, purchase order, invoice or credit note: its form while a draft, then its view and actions. */
export function DocumentDialog({
  agencyId,
  actor,
  family: initialFamily,
  doc: initial,
  close,
}: DocumentDialogProps & DialogControls<CommercialDocument>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [doc, setDoc] = useState(initial ?? null);
  const [family, setFamily] = useState(initialFamily);
  const attachments = doc ? (
    <>
      {/* E-invoicing: the Directory's check before validation, then the platform's statuses. */}
      {isAccountingDocument(doc.type) && (
        <DocumentEinvoicingSection
          agencyId={agencyId}
          documentId={doc.id}
          version={`${doc.status}:${doc.customer.id}:${doc.payments.length}`}
          canRetry={isGranted(actor, ['invoices.edit'])}
        />
      )}
      <DocumentFilesSection agencyId={agencyId} actor={actor} family={family} doc={doc} onChanged={setDoc} />
    </>
  ) : null;
  const title = doc ? `${documentTypeLabels[doc.type]} ${doc.number ?? '(brouillon)'}` : family.newLabel;
  return (
    <FormDialog
      open
      onClose={() => close(doc ?? undefined)}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {!doc || doc.status === 'draft' ? (
        <DocumentEditor
          key={doc?.id ?? 'new'}
          agencyId={agencyId}
          family={family}
          initial={formStateOf(doc?.type ?? family.defaultType, todayIn('Europe/Paris'), doc)}
          onDone={(next) => (next ? setDoc(next) : close(doc ?? undefined))}
          attachments={attachments}
        />
      ) : (
        <DocumentView
          agencyId={agencyId}
          actor={actor}
          family={family}
          doc={doc}
          onChanged={(next, nextFamily) => {
            setDoc(next);
            if (nextFamily) setFamily(nextFamily);
          }}
          onClose={() => close(doc)}
          attachments={attachments}
        />
      )}
    </FormDialog>
  );
}
