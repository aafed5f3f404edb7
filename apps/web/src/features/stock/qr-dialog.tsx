import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StockReference } from '@securite/domain/stock/stock-schemas';
import {
  QR_DEFAULT_MARGIN_MM,
  QR_DEFAULT_PER_REFERENCE,
  QR_DEFAULT_PER_ROW,
  QR_DEFAULT_SIZE_MM,
} from '@securite/domain/stock/stock-types';
import { type FormEvent, useId, useState } from 'react';
import { useDownloadQrCodes } from './api/download-qr-codes.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { referenceLabel } from './stock-texts.ts';

const int = (value: string, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Étiquettes QR: the references, codes per reference (4 by default), per row, their size and margin in mm. */
export function QrDialog({
  agencyId,
  initial,
  onClose,
}: {
  agencyId: string;
  initial: StockReference[];
  onClose: () => void;
}) {
  const titleId = useId();
  const references = useAllStockReferences(agencyId);
  const download = useDownloadQrCodes(agencyId);
  const [chosen, setChosen] = useState<StockReference[]>(initial);
  const [perReference, setPerReference] = useState(String(QR_DEFAULT_PER_REFERENCE));
  const [perRow, setPerRow] = useState(String(QR_DEFAULT_PER_ROW));
  const [size, setSize] = useState(String(QR_DEFAULT_SIZE_MM));
  const [margin, setMargin] = useState(String(QR_DEFAULT_MARGIN_MM));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    try {
      await download.mutateAsync({
        items: chosen.map((r) => ({ id: r.id })),
        qrCodesQuantity: int(perReference, QR_DEFAULT_PER_REFERENCE),
        qrCodeCountByRow: int(perRow, QR_DEFAULT_PER_ROW),
        qrCodeSize: int(size, QR_DEFAULT_SIZE_MM),
        qrCodeMargin: Number.isInteger(Number(margin)) ? Number(margin) : QR_DEFAULT_MARGIN_MM,
      });
      onClose();
    } catch {
      // The download client showed why.
    }
  };

  const numberField = (label: string, value: string, set: (v: string) => void, helper?: string) => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      helperText={helper}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Étiquettes QR</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Autocomplete
              multiple
              options={references.data ?? []}
              loading={references.isPending}
              value={chosen}
              onChange={(_, next) => setChosen(next)}
              getOptionLabel={referenceLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText="Aucune référence"
              renderInput={(params) => <TextField {...params} label="Références" />}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {numberField('Codes par référence', perReference, setPerReference)}
              {numberField('Codes par ligne', perRow, setPerRow)}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {numberField('Taille (mm)', size, setSize, 'De 15 à 150 mm')}
              {numberField('Marge (mm)', margin, setMargin, 'De 0 à 30 mm')}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={download.isPending} disabled={chosen.length === 0}>
            Télécharger le PDF
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
