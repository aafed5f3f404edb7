import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { lineKindLabels, lineKinds } from '@securite/domain/billing/document-types';
import { FRENCH_VAT_ZONES, VAT_EXEMPTIONS } from '@securite/domain/billing/vat-rules';
import { type Control, type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { type DocumentFormValues, newLine } from './document-form-state.ts';

import { texts } from './texts.ts';

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
  options.push({ header: texts.sansTva }, { zone: 'none', value: '0' });
  if (current && !seen.has(current) && current !== '0') options.push({ zone: 'other', value: current });
  return options;
}

/** The lines of a draft: designation, nature, quantity, unit price excluding tax, VAT rate (and at 0 % its reason). */
export function DocumentLinesEditor({
  control,
  lines,
}: {
  control: Control<DocumentFormValues>;
  lines: UseFieldArrayReturn<DocumentFormValues, 'lines'>;
}) {
  return (
    <Stack spacing={1.5}>
      {lines.fields.map((line, index) => (
        <Stack
          key={line.id}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <LineFields control={control} index={index} />
          <IconButton
            aria-label={texts.supprimerLaLigneValue(index + 1)}
            disabled={lines.fields.length === 1}
            onClick={() => lines.remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => lines.append(newLine())}>
          {texts.ajouterUneLigne}
        </Button>
      </div>
    </Stack>
  );
}

/** One line's fields; its reason of 0 % only at 0 %. */
function LineFields({ control, index }: { control: Control<DocumentFormValues>; index: number }) {
  const [vatRate, serviceIds] = useWatch({
    control,
    name: [`lines.${index}.vatRate`, `lines.${index}.serviceIds`],
  });
  const billed = serviceIds?.length ?? 0;
  return (
    <>
      <FormTextField
        control={control}
        name={`lines.${index}.label`}
        label={texts.designationValue(index + 1)}
        size="small"
        required
        helperText={billed ? texts.factureLeTempsBilled(billed, billed > 1 ? 's' : '') : undefined}
        sx={{ flex: 3 }}
      />
      <FormTextField
        control={control}
        name={`lines.${index}.kind`}
        label={texts.nature}
        select
        size="small"
        sx={{ flex: 2 }}
      >
        {lineKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {lineKindLabels[kind]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={`lines.${index}.quantity`}
        label={texts.quantiteValue(index + 1)}
        size="small"
        inputMode="decimal"
        sx={{ flex: 1 }}
      />
      <FormTextField
        control={control}
        name={`lines.${index}.unitPrice`}
        label={texts.prixUnitaireHtValue(index + 1)}
        size="small"
        inputMode="decimal"
        sx={{ flex: 1.5 }}
      />
      <FormTextField
        control={control}
        name={`lines.${index}.vatRate`}
        label={`TVA ${index + 1}`}
        select
        size="small"
        sx={{ flex: 1.2, minWidth: 120 }}
      >
        {vatRateOptions(vatRate).map((option) =>
          option.header ? (
            <ListSubheader key={option.header}>{option.header}</ListSubheader>
          ) : (
            <MenuItem key={`${option.zone}-${option.value}`} value={option.value}>
              {option.value} %
            </MenuItem>
          ),
        )}
      </FormTextField>
      {vatRate === '0' && (
        <FormTextField
          control={control}
          name={`lines.${index}.vatExemptionCode`}
          label={texts.motif0Value(index + 1)}
          select
          size="small"
          required
          sx={{ flex: 2.5, minWidth: 200 }}
        >
          {VAT_EXEMPTIONS.map((exemption) => (
            <MenuItem key={exemption.code} value={exemption.code}>
              {exemption.label}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </>
  );
}
