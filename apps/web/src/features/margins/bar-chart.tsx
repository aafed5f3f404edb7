import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchEuros } from '@securite/domain/money/amounts';

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarGroup {
  id: string;
  label: string;
  values: Record<string, number>;
}

/**
 * A horizontal bar chart in plain MUI boxes (no chart library in the app yet): one group per row, one bar per
 * series, scaled on the largest absolute value. Described as a list so a screen reader reads every amount.
 */
export function BarChart({ title, series, groups }: { title: string; series: BarSeries[]; groups: BarGroup[] }) {
  const max = Math.max(1, ...groups.flatMap((group) => series.map((s) => Math.abs(group.values[s.key] ?? 0))));
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} aria-hidden>
        {series.map((s) => (
          <Stack key={s.key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: s.color, borderRadius: 0.5 }} />
            <Typography variant="caption">{s.label}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {groups.map((group) => (
          <li key={group.id}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {group.label}
            </Typography>
            {series.map((s) => {
              const value = group.values[s.key] ?? 0;
              return (
                <Stack key={s.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ flex: 1, height: 10 }}>
                    <Box
                      role="img"
                      aria-label={`${s.label} : ${frenchEuros(value)}`}
                      sx={{
                        height: 10,
                        width: `${(Math.abs(value) / max) * 100}%`,
                        bgcolor: value < 0 ? 'error.main' : s.color,
                        borderRadius: 0.5,
                      }}
                    />
                  </Box>
                  <Typography variant="caption" sx={{ minWidth: 96, textAlign: 'right' }}>
                    {frenchEuros(value)}
                  </Typography>
                </Stack>
              );
            })}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
