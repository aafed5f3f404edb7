import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';

import { texts } from './texts.ts';

export interface TotalsLike {
  discountCents: number;
  totalExclTaxCents: number;
  vat: { rateBp: number; taxCents: number; category?: string }[];
  /** The VAT of all rates (« Total TVA »); the sum of the rows when not given. */
  totalTaxCents?: number;
  totalCents: number;
}

const rate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR')} %`;

/** Total excluding tax, VAT per rate, « Total TVA », total including tax. */
export function DocumentTotalsView({
  totals,
  extra,
}: {
  totals: TotalsLike;
  extra?: { label: string; cents: number }[];
}) {
  const rows = [
    ...(totals.discountCents > 0 ? [{ label: texts.remise, value: `− ${frenchEuros(totals.discountCents)}` }] : []),
    { label: texts.totalHt, value: frenchEuros(totals.totalExclTaxCents) },
    ...totals.vat.map((row) => ({
      label: `TVA ${rate(row.rateBp)}${row.category === 'AE' ? ' (autoliquidation)' : row.rateBp === 0 ? ` ${texts.exoneration}` : ''}`,
      value: frenchEuros(row.taxCents),
    })),
    {
      label: texts.totalTva,
      value: frenchEuros(totals.totalTaxCents ?? totals.vat.reduce((sum, row) => sum + row.taxCents, 0)),
    },
    { label: texts.totalTtc, value: frenchEuros(totals.totalCents), strong: true },
    ...(extra ?? []).map((row) => ({ label: row.label, value: frenchEuros(row.cents), strong: true })),
  ];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} aria-label={texts.totaux}>
      {rows.map((row) => (
        <Typography key={row.label} sx={{ fontWeight: 'strong' in row && row.strong ? 700 : 400 }}>
          {row.label} : {row.value}
        </Typography>
      ))}
    </Stack>
  );
}
