import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lineKindLabels, lineKinds } from '@securite/domain/billing/document-types';
import { FRENCH_VAT_ZONES, VAT_EXEMPTIONS } from '@securite/domain/billing/vat-rules';
import { type LineState, newLine } from './document-form-state.ts';

const rateText = (bp: number) => String(bp / 100).replace('.', ',');

/**
 * The French rates by territory, then 0 % (exempt or reverse charged); a rate not in the lists (a draft saved
 * before) stays choosable so that it shows, and validation names it. Each rate appears once, under its first zone.
 */
function vatRateOptions(current: string): { header?: string; zone?: string; value?: string }[] {
  const seen = new Set<string>();
  const options: { header?: string; zone?: string; value?: string }[] = [];
  for (const zone of FRENCH_VAT_ZONES) {
    const values = zone.ratesBp.map(rateText).filter((value) => !seen.has(value));
    if (values.length === 0) continue;
    options.push({ header: zone.label });
    for (const value of values) {
      seen.add(value);
      options.push({ zone: zone.key, value });
    }
  }
  options.push({ header: 'Sans TVA' }, { zone: 'none', value: '0' });
  if (current && !seen.has(current) && current !== '0') options.push({ zone: 'other', value: current });
  return options;
}

/** The lines of a draft: designation, nature, quantity, unit price excluding tax, VAT rate (and at 0 % its reason). */
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
            select
            label={`TVA ${index + 1}`}
            value={line.vatRate}
            onChange={(e) => set(line.key, { vatRate: e.target.value })}
            size="small"
            sx={{ flex: 1.2, minWidth: 120 }}
          >
            {vatRateOptions(line.vatRate).map((option) =>
              option.header ? (
                <ListSubheader key={option.header}>{option.header}</ListSubheader>
              ) : (
                <MenuItem key={`${option.zone}-${option.value}`} value={option.value}>
                  {option.value} %
                </MenuItem>
              ),
            )}
          </TextField>
          {line.vatRate === '0' && (
            <TextField
              select
              label={`Motif 0 % ${index + 1}`}
              value={line.vatExemptionCode}
              onChange={(e) => set(line.key, { vatExemptionCode: e.target.value })}
              size="small"
              required
              sx={{ flex: 2.5, minWidth: 200 }}
            >
              {VAT_EXEMPTIONS.map((exemption) => (
                <MenuItem key={exemption.code} value={exemption.code}>
                  {exemption.label}
                </MenuItem>
              ))}
            </TextField>
          )}
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
