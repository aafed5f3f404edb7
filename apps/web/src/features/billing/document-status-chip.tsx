import Chip from '@mui/material/Chip';
import { documentStatusLabels, shownDocumentStatus } from '@securite/domain/billing/document-status';
import type { CommercialDocument } from '@securite/domain/billing/schemas';

type Shown = ReturnType<typeof shownDocumentStatus>;
const colors: Record<Shown, 'default' | 'info' | 'primary' | 'error' | 'success' | 'warning'> = {
  draft: 'default',
  validated: 'info',
  sent: 'primary',
  refused: 'error',
  paid: 'success',
  accepted: 'success',
  cancelled: 'default',
  late: 'warning',
  partiallyPaid: 'info',
  invoiced: 'success',
};

/** The status of a document as shown: « En retard », « Partiellement payée », « Facturé », else its stored status. */
export function DocumentStatusChip({
  doc,
}: {
  doc: Pick<
    CommercialDocument,
    'type' | 'status' | 'isLateToPay' | 'paidCents' | 'leftToPayCents' | 'invoicedCents' | 'totalCents'
  >;
}) {
  const shown = shownDocumentStatus({ ...doc, invoicedCents: doc.invoicedCents ?? 0 });
  return <Chip size="small" color={colors[shown]} label={documentStatusLabels[shown]} />;
}
