import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

export interface ChartSeries {
  label: string;
  data: number[];
  color?: string;
}

/**
 * Bars for a dashboard tile (MUI X Charts, loaded with the first tile that draws a chart, never with the field
 * app): categories along the bottom, or down the side with `horizontal` (long names, such as collaborators).
 */
export function DashboardBarChart({
  title,
  labels,
  series,
  format,
  axisFormat = format,
  height = 220,
  horizontal = false,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The axis' ticks, shorter than the values' (« 20 h », « 450 € »); the values' format by default. */
  axisFormat?: (value: number) => string;
  height?: number;
  horizontal?: boolean;
}) {
  const band = { scaleType: 'band' as const, data: labels };
  const valueFormatter = (v: number | null) => (v === null ? '' : format(v));
  const tickFormatter = (v: number | null) => (v === null ? '' : axisFormat(v));
  return (
    <Box role="figure" aria-label={title} sx={{ width: '100%' }}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? { valueFormatter: tickFormatter } : band]}
        yAxis={[horizontal ? { ...band, width: 110 } : { valueFormatter: tickFormatter, width: 64 }]}
        series={series.map((s) => ({
          label: s.label,
          data: s.data,
          color: s.color,
          valueFormatter,
        }))}
        hideLegend={series.length < 2}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
      />
    </Box>
  );
}
