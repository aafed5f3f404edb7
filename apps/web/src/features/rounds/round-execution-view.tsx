import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { Page } from '../../ui/page.tsx';
import { useDownloadExecutionPdf, useRoundExecution } from './api/get-round-execution.ts';
import { ExecutionEvents } from './execution-events.tsx';
import { ExecutionTimingTable } from './execution-timing-table.tsx';

import { texts } from './texts.ts';

const at = (iso: string, timeZone: string) => `${shortDayLabel(dayIn(iso, timeZone))} ${timeIn(iso, timeZone)}`;

/**
 * ronde/{id} for staff and the site's customer (and an agent on a phone that did not walk it): a round execution
 * as the server has it, checkpoint by checkpoint with its expected and real times and the gap, its observations,
 * the events logged during it, and its PDF report.
 */
export function RoundExecutionPage({ executionId }: { executionId: string }) {
  const { agencyId } = useSession();
  const query = useRoundExecution(agencyId ?? '', executionId, Boolean(agencyId));
  const { timeZone } = useAgencyTimeZone(agencyId);
  const pdf = useDownloadExecutionPdf(agencyId ?? '');
  if (query.isPending) return <Page title={texts.passageDeRonde}>{texts.chargement}</Page>;
  if (!query.data) {
    return (
      <Page title={texts.passageDeRonde}>
        <Alert severity="warning">{query.error?.message ?? texts.passageDeRondeIntrouvable}</Alert>
      </Page>
    );
  }
  const execution = query.data;
  const subtitle = [execution.site?.name, execution.agent?.fullname].filter(Boolean).join(' · ');
  return (
    <Page title={execution.round.name} subtitle={subtitle}>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography>
              {texts.debut} {at(execution.startedAt, timeZone)}
              {' — '}
              {execution.endedAt ? texts.finValue(at(execution.endedAt, timeZone)) : texts.enCours2}
            </Typography>
            <Typography color={execution.complete ? 'success.main' : 'text.secondary'}>
              {execution.complete
                ? texts.rondeComplete
                : `${execution.checkpoints.filter((c) => c.validatedAt).length} / ${execution.checkpoints.length} points validés`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.service} {execution.service.reference}
            </Typography>
          </CardContent>
        </Card>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => pdf.mutate(execution.id)}
          disabled={pdf.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.telechargerLeRapportPdf}
        </Button>
        <ExecutionTimingTable execution={execution} time={(iso) => timeIn(iso, timeZone)} />
        <Typography variant="h6" component="h2">
          {texts.observations}
        </Typography>
        {execution.observations.length === 0 ? (
          <Typography color="text.secondary">{texts.aucuneObservation}</Typography>
        ) : (
          <List dense>
            {execution.observations.map((o) => (
              <ListItem key={`${o.at}-${o.text}`} disableGutters>
                <ListItemText primary={o.text} secondary={at(o.at, timeZone)} />
              </ListItem>
            ))}
          </List>
        )}
        <ExecutionEvents agencyId={agencyId ?? ''} execution={execution} />
      </Stack>
    </Page>
  );
}
