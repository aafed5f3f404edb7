import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { useNavigate } from 'react-router';
import { whenText } from './field-state.ts';

/** The tours of the agent's list not yet ended: taken through their own screen, not with one tap. */
export function openCircuits(list: readonly PlanningService[]): PlanningService[] {
  return list.filter((s) => s.isCircuit && s.status !== ServiceStatus.Ended);
}

/** The agent's tours on the field start page: a planned one opens its tour screen, one under way its circuit. */
export function CircuitsToTake({
  circuits,
  all,
  timeZone,
}: {
  circuits: readonly PlanningService[];
  /** The whole list, which holds the tours' stops. */
  all: readonly PlanningService[];
  timeZone: string;
}) {
  const navigate = useNavigate();
  if (circuits.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {circuits.map((circuit) => {
        const name = circuit.postTitle ?? circuit.reference;
        const stops = all.filter((s) => s.circuitId === circuit.id).length;
        const planned = circuit.status === ServiceStatus.Planned;
        return (
          <Card key={circuit.id} component="article" aria-label={`Tournée ${name}`}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="overline" color="text.secondary">
                Tournée
              </Typography>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {whenText(circuit, timeZone)}
              </Typography>
              <Typography variant="body2">
                {stops} étape{stops > 1 ? 's' : ''} · {serviceStatusLabels[circuit.status as ServiceStatus]}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                onClick={() =>
                  navigate(planned ? `/terrain/tournee/${circuit.id}` : `/terrain/circuitActif/${circuit.id}`)
                }
              >
                {planned ? 'Voir la tournée' : 'Reprendre la tournée'}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
