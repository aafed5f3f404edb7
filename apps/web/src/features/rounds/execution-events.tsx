import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoundExecution } from '@securite/domain/rounds/round-execution-schemas';
import { EventView } from '../events/public.ts';

import { texts } from './texts.ts';

/** « Événements pendant la ronde »: the main courante events the agent reported from the round, with their photos. */
export function ExecutionEvents({ agencyId, execution }: { agencyId: string; execution: RoundExecution }) {
  const titleOf = (id: string | null | undefined) => execution.checkpoints.find((c) => c.id === id)?.title;
  return (
    <Stack spacing={1.5} component="section" aria-label={texts.evenementsPendantLaRonde}>
      <Typography variant="h6" component="h2">
        {texts.evenementsPendantLaRonde}
      </Typography>
      {execution.serviceEvents.length === 0 && (
        <Typography color="text.secondary">{texts.aucunEvenementSignalePendant}</Typography>
      )}
      {execution.serviceEvents.map((event) => {
        const where = titleOf(event.checkpointId);
        return (
          <Paper key={event.id} variant="outlined" sx={{ p: 2 }}>
            {where && (
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {texts.auPoint} {where} »
              </Typography>
            )}
            <EventView agencyId={agencyId} event={event} />
          </Paper>
        );
      })}
    </Stack>
  );
}
