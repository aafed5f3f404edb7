import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { PlanningColours } from '@securite/domain/planning/planning-settings';

import { texts } from './texts.ts';

const entries: [keyof PlanningColours, string][] = [
  ['planned', texts.planifie],
  ['started', texts.enCours],
  ['ended', texts.termine],
  ['unassigned', texts.nonAffecte],
  ['conflict', texts.enConflit],
];

/** What the chips' colours mean (the agency's planning colours). */
export function PlanningLegend({ colours }: { colours: PlanningColours }) {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={texts.legendeDesCouleurs}
      sx={{ listStyle: 'none', p: 0, m: 0, gap: 2, flexWrap: 'wrap', fontSize: 13, color: 'text.secondary' }}
    >
      {entries.map(([key, label]) => (
        <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: colours[key] }} aria-hidden />
          {label}
        </Box>
      ))}
    </Stack>
  );
}
