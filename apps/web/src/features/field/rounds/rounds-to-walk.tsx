import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { roundExecutionMessages } from '@securite/domain/rounds/round-execution';
import { useNavigate } from 'react-router';
import { newClientUuid } from '../../../api/client-uuid.ts';
import { notify } from '../../../ui/notices/notice-store.ts';
import { recordFieldAction } from '../field-runtime.ts';
import type { FieldServiceView } from '../use-field-service.ts';
import { phoneExecutions, roundsWithPhoneExecutions } from './round-walk-state.ts';
import { texts } from './texts.ts';

/**
 * The rounds due on the service under way: how many executions each asks and how many are complete, « Commencer
 * la ronde » (a round under way on this phone is resumed instead).
 */
export function RoundsToWalk({ agencyId, view }: { agencyId: string; view: FieldServiceView }) {
  const navigate = useNavigate();
  const { snapshot, state, messages } = view;
  const rounds = roundsWithPhoneExecutions(snapshot.briefing?.rounds ?? [], messages, snapshot.id);
  if (rounds.length === 0) return null;
  const running = phoneExecutions(messages, snapshot.id).find((e) => !e.ended);
  const active = state.status === ServiceStatus.Started;

  async function start(roundId: string) {
    if (state.status === ServiceStatus.Paused) return notify.warning(fieldMessages.onBreak);
    if (running) return notify.warning(roundExecutionMessages.otherRoundActive);
    const executionId = newClientUuid();
    await recordFieldAction(agencyId, {
      uuid: newClientUuid(),
      type: 'round.start',
      serviceId: snapshot.id,
      deviceAt: new Date().toISOString(),
      round: { executionId, roundId },
    });
    navigate(`/ronde/${executionId}`);
  }

  return (
    <Card component="section" aria-label={texts.rondes}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {texts.rondes}
        </Typography>
        <List dense disablePadding>
          {rounds.map((round) => (
            <ListItem
              key={round.id}
              disableGutters
              secondaryAction={
                running?.roundId === round.id ? (
                  <Button variant="contained" onClick={() => navigate(`/ronde/${running.executionId}`)}>
                    {texts.reprendreLaRonde}
                  </Button>
                ) : (
                  <Button variant="outlined" disabled={!active} onClick={() => void start(round.id)}>
                    {texts.commencerLaRonde}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={round.name}
                secondary={`${Math.min(round.executed, round.numberOfExecutions)} / ${round.numberOfExecutions} effectuée(s)`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
