import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { timeIn } from '@securite/domain/time/zoned-instants';
import { Link as RouterLink } from 'react-router';
import { useServiceExecutions } from './api/get-round-execution.ts';

import { texts } from './texts.ts';

/**
 * « Passages »: the executions of a service's rounds, each linking to its page (where its PDF is), for the
 * office's service dialogs.
 */
export function RoundPassages(props: {
  agencyId: string;
  serviceId: string;
  timeZone: string;
  executionHref: (id: string) => string;
}) {
  const query = useServiceExecutions(props.agencyId, props.serviceId);
  const executions = query.data?.executions ?? [];
  if (query.isPending) return <Typography variant="body2">{texts.chargementDesPassages}</Typography>;
  if (executions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.aucunPassageDeRonde}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={texts.passages}>
      {executions.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={props.executionHref(e.id)}>
                {e.round.name} — {timeIn(e.startedAt, props.timeZone)}
                {e.endedAt ? ` à ${timeIn(e.endedAt, props.timeZone)}` : ` ${texts.enCours}`}
              </Link>
            }
            secondary={e.complete ? texts.rondeComplete : `${e.validated} / ${e.total} points validés`}
          />
        </ListItem>
      ))}
    </List>
  );
}
