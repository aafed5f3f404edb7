import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  type CircuitState,
  type CircuitCounts as Counts,
  circuitStateLabels,
  circuitStates,
} from '@securite/domain/circuits/circuit-schemas';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

const accents: Record<CircuitState, string> = {
  planned: 'primary.main',
  started: 'success.main',
  ended: 'text.secondary',
  unassigned: 'warning.main',
};

/**
 * Planifiés, En cours, Terminés, Non affectés: the circuits of the period in each state. A tile filters the list
 * on its state; pressed again, it shows them all.
 */
export function CircuitCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: Counts | undefined;
  selected: CircuitState | null;
  onSelect: (state: CircuitState | null) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label={texts.nombreDeCircuitsSur}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {circuitStates.map((state) => {
        const pressed = selected === state;
        return (
          <Card
            component="li"
            key={state}
            variant="outlined"
            sx={{ borderColor: pressed ? accents[state] : undefined, borderWidth: pressed ? 2 : 1 }}
          >
            <CardActionArea
              aria-pressed={pressed}
              aria-label={`${circuitStateLabels[state]} : ${counts ? counts[state] : '…'}`}
              onClick={() => onSelect(pressed ? null : state)}
              sx={{ p: 2, height: '100%' }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {circuitStateLabels[state]}
              </Typography>
              <Typography variant="h4" component="p" sx={{ color: accents[state], fontWeight: 600 }}>
                {counts ? format.integer(counts[state]) : <Skeleton width={40} />}
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
