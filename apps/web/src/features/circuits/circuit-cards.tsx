import AltRouteIcon from '@mui/icons-material/AltRoute';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { circuitStateColour, circuitStateLabel, circuitStateOf } from './circuit-state.ts';
import { routeOf, whenOf } from './circuit-text.ts';
import { type CircuitListProps, IssuesSign } from './circuits-table.tsx';

import { texts } from './texts.ts';

/** The circuits as a list of blocks, for phones; a block opens its circuit. */
export function CircuitCards({ rows, timeZone, issuesOf, onOpen }: CircuitListProps) {
  return (
    <Stack
      component="ul"
      aria-label={texts.circuits}
      divider={<Divider component="li" aria-hidden />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => {
        const state = circuitStateOf(row);
        return (
          <li key={row.id}>
            <ButtonBase
              onClick={() => onOpen(row)}
              aria-label={texts.ouvrirLeCircuitName(row.name)}
              sx={{ width: '100%', p: 2, textAlign: 'left', justifyContent: 'flex-start', alignItems: 'flex-start' }}
            >
              <AltRouteIcon color="primary" sx={{ mt: 0.25, mr: 1.5 }} aria-hidden />
              <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {row.name}
                  <IssuesSign issues={issuesOf.get(row.id)} />
                </Typography>
                <Typography variant="body2">{whenOf(row, timeZone)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {row.agent?.fullname ?? texts.nonAffecte} · {row.counts.stops} {texts.etapeS} {routeOf(row)}
                </Typography>
              </Stack>
              <Chip size="small" label={circuitStateLabel[state]} color={circuitStateColour[state]} sx={{ ml: 1 }} />
            </ButtonBase>
          </li>
        );
      })}
    </Stack>
  );
}
