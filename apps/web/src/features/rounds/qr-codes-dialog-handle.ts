import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { QrCodesDialogProps } from './qr-codes-dialog.tsx';

/** The QR sheet of a site's checkpoints; the QR library loads with it. */
export const qrCodesDialog = defineDialog<QrCodesDialogProps>('checkpoint-qr-codes', () =>
  import('./qr-codes-dialog.tsx').then((m) => m.QrCodesDialog),
);
