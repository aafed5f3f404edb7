import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { texts } from './texts.ts';

/** Events per day as bars (the filtered set), each labelled with its day and count for screen readers too. */
export function EventsGraph({ graph }: { graph: { day: string; count: number }[] }) {
  if (graph.length === 0) return null;
  const max = Math.max(...graph.map((point) => point.count));
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="img"
      aria-label={texts.evenementsParJourValue(graph.map((p) => `${p.day} ${p.count}`).join(', '))}
      sx={{ alignItems: 'end', height: 120, overflowX: 'auto', py: 1 }}
    >
      {graph.map((point) => (
        <Stack key={point.day} spacing={0.5} sx={{ alignItems: 'center', minWidth: 36 }}>
          <Typography variant="caption">{point.count}</Typography>
          <Box
            sx={{ width: 20, height: `${(point.count / max) * 70}px`, bgcolor: 'primary.main', borderRadius: 0.5 }}
          />
          <Typography variant="caption" color="text.secondary">
            {point.day.slice(8)}/{point.day.slice(5, 7)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
