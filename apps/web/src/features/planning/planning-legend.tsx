import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { PlanningColours } from '@securite/domain/planning/planning-settings';

const entries: [keyof PlanningColours, string][] = [
  ['planned', 'Planifié'],
  ['started', 'En cours'],
  ['ended', 'Terminé'],
  ['unassigned', 'Non affecté'],
  ['conflict', 'En conflit'],
];

/** What the chips' colours mean (the agency's planning colours). */
export function PlanningLegend({ colours }: { colours: PlanningColours }) {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Légende des couleurs"
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
