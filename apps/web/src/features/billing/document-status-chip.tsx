import Chip from '@mui/material/Chip';
import { documentStatusLabels } from '@securite/domain/billing/document-status';
import type { CommercialDocument } from '@securite/domain/billing/schemas';

const colors = { draft: 'default', validated: 'info', sent: 'primary', refused: 'error', paid: 'success' } as const;

/** The status of a document; « En retard » when an invoice is late to pay. */
export function DocumentStatusChip({ doc }: { doc: Pick<CommercialDocument, 'status' | 'isLateToPay'> }) {
  if (doc.isLateToPay) return <Chip size="small" color="warning" label={documentStatusLabels.late} />;
  return <Chip size="small" color={colors[doc.status]} label={documentStatusLabels[doc.status]} />;
}
