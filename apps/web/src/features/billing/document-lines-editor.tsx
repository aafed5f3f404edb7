import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lineKindLabels, lineKinds } from '@securite/domain/billing/document-types';
import { type LineState, newLine } from './document-form-state.ts';

/** The lines of a draft: designation, nature, quantity, unit price excluding tax, VAT rate. */
export function DocumentLinesEditor({
  lines,
  onChange,
}: {
  lines: LineState[];
  onChange: (lines: LineState[]) => void;
}) {
  const set = (key: number, patch: Partial<LineState>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  return (
    <Stack spacing={1.5}>
      {lines.map((line, index) => (
        <Stack key={line.key} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label={`Désignation ${index + 1}`}
            value={line.label}
            onChange={(e) => set(line.key, { label: e.target.value })}
            size="small"
            required
            helperText={
              line.serviceIds?.length
                ? `Facture le temps de ${line.serviceIds.length} service${line.serviceIds.length > 1 ? 's' : ''} (supprimée, il redevient facturable)`
                : undefined
            }
            sx={{ flex: 3 }}
          />
          <TextField
            select
            label="Nature"
            value={line.kind}
            onChange={(e) => set(line.key, { kind: e.target.value as LineState['kind'] })}
            size="small"
            sx={{ flex: 2 }}
          >
            {lineKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {lineKindLabels[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={`Quantité ${index + 1}`}
            value={line.quantity}
            onChange={(e) => set(line.key, { quantity: e.target.value })}
            size="small"
            inputMode="decimal"
            sx={{ flex: 1 }}
          />
          <TextField
            label={`Prix unitaire HT ${index + 1}`}
            value={line.unitPrice}
            onChange={(e) => set(line.key, { unitPrice: e.target.value })}
            size="small"
            inputMode="decimal"
            sx={{ flex: 1.5 }}
          />
          <TextField
            label={`TVA % ${index + 1}`}
            value={line.vatRate}
            onChange={(e) => set(line.key, { vatRate: e.target.value })}
            size="small"
            inputMode="decimal"
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Supprimer la ligne ${index + 1}`}
            disabled={lines.length === 1}
            onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, newLine()])}>
          Ajouter une ligne
        </Button>
      </div>
    </Stack>
  );
}
