import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';

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
    ...(totals.discountCents > 0 ? [{ label: 'Remise', value: `− ${frenchEuros(totals.discountCents)}` }] : []),
    { label: 'Total HT', value: frenchEuros(totals.totalExclTaxCents) },
    ...totals.vat.map((row) => ({
      label: `TVA ${rate(row.rateBp)}${row.category === 'AE' ? ' (autoliquidation)' : row.rateBp === 0 ? ' (exonération)' : ''}`,
      value: frenchEuros(row.taxCents),
    })),
    {
      label: 'Total TVA',
      value: frenchEuros(totals.totalTaxCents ?? totals.vat.reduce((sum, row) => sum + row.taxCents, 0)),
    },
    { label: 'Total TTC', value: frenchEuros(totals.totalCents), strong: true },
    ...(extra ?? []).map((row) => ({ label: row.label, value: frenchEuros(row.cents), strong: true })),
  ];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} aria-label="Totaux">
      {rows.map((row) => (
        <Typography key={row.label} sx={{ fontWeight: 'strong' in row && row.strong ? 700 : 400 }}>
          {row.label} : {row.value}
        </Typography>
      ))}
    </Stack>
  );
}
