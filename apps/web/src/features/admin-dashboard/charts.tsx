import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { frenchEuros } from '@securite/domain/money/amounts';

import { texts } from './texts.ts';

const HEIGHT = 280;

/** The turnover per month as bars (euros excluding tax, and what was paid). */
export function TurnoverChart({ labels, invoiced, paid }: { labels: string[]; invoiced: number[]; paid: number[] }) {
  return (
    <Box role="figure" aria-label={texts.chiffreDAffairesPar} sx={{ width: '100%' }}>
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[
          {
            valueFormatter: (v: number | null) =>
              v === null ? '' : `${Math.round(v / 100).toLocaleString('fr-FR')} €`,
            width: 80,
          },
        ]}
        series={[
          { data: invoiced, label: texts.factureHt, valueFormatter: (v) => (v === null ? '' : frenchEuros(v)) },
          { data: paid, label: texts.encaisseTtc, valueFormatter: (v) => (v === null ? '' : frenchEuros(v)) },
        ]}
      />
    </Box>
  );
}

/** A series of the metrics as a line; with no data (a failed fetch), an empty chart that says so. */
export function MetricChart({
  title,
  labels,
  series,
}: {
  title: string;
  labels: string[];
  series: Array<{ label: string; data: number[]; unit?: string }>;
}) {
  const empty = labels.length === 0;
  return (
    <Box role="figure" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: empty ? [] : labels }]}
        series={series.map((s) => ({
          data: empty ? [] : s.data,
          label: s.label,
          valueFormatter: (v: number | null) => (v === null ? '' : `${v.toLocaleString('fr-FR')}${s.unit ?? ''}`),
        }))}
        localeText={{ noData: texts.aucuneDonneeAAfficher, loading: texts.chargement }}
      />
    </Box>
  );
}
