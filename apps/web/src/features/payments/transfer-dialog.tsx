import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';
import type { OrderPayment } from '@securite/domain/payments/payment-schemas';
import { useId } from 'react';
import { TransferDetails } from './transfer-details.tsx';

/** The invoice to pay by bank transfer, with its reference and the platform's bank details. */
export function TransferDialog({ payment, onClose }: { payment: OrderPayment; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {payment.invoice ? `Facture ${payment.invoice.number} à régler` : 'Paiement par virement'}
      </DialogTitle>
      <DialogContent>
        {payment.invoice && (
          <Typography sx={{ mb: 2 }}>
            Montant : <strong>{frenchEuros(payment.invoice.totalInclTaxCents)} TTC</strong>
          </Typography>
        )}
        {payment.bankTransfer && <TransferDetails bank={payment.bankTransfer} instructions={payment.instructions} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          J’ai noté les coordonnées
        </Button>
      </DialogActions>
    </Dialog>
  );
}
