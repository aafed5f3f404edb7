import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RoundExecutionSummary } from '@securite/domain/rounds/round-execution-schemas';
import { shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { Link as RouterLink } from 'react-router';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { useSiteExecutions } from './api/find-site-executions.ts';

import { texts } from './texts.ts';

/** « Complète », « En cours » or « Incomplète » with what was validated. */
function ExecutionState({ execution }: { execution: RoundExecutionSummary }) {
  if (execution.complete) return <Chip size="small" color="success" label={texts.complete} />;
  if (!execution.endedAt) return <Chip size="small" color="info" label={texts.enCours} />;
  return <Chip size="small" color="warning" label={texts.incomplete} />;
}

/**
 * The latest round executions of a site, newest first, each opening its page (`ronde/:reference`, where its PDF
 * is): for the site's customer and the office.
 */
export function SiteRoundExecutions({ agencyId, siteId }: { agencyId: string; siteId: string }) {
  const { timeZone } = useAgencyTimeZone(agencyId);
  const query = useSiteExecutions(agencyId, siteId);
  if (query.isPending) return <Typography variant="body2">{texts.chargementDesRondes}</Typography>;
  if (query.isError) {
    return (
      <Typography color="error">
        {texts.impossibleDeChargerLesRondes} {query.error.message}
      </Typography>
    );
  }
  const executions = query.data.executions;
  if (executions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.aucuneRondeEffectueeSur}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={texts.rondesEffectuees}>
      {executions.map((e) => (
        <ListItem key={e.id} disableGutters secondaryAction={<ExecutionState execution={e} />}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/ronde/${encodeURIComponent(e.id)}`}>
                {e.round.name} — {shortDayLabel(dayIn(e.startedAt, timeZone))} {timeIn(e.startedAt, timeZone)}
                {e.endedAt ? ` à ${timeIn(e.endedAt, timeZone)}` : ''}
              </Link>
            }
            secondary={`${e.validated} / ${e.total} points validés`}
          />
        </ListItem>
      ))}
    </List>
  );
}
