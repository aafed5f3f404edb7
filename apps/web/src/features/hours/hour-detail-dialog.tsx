import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type HourPeriod, periodLabel } from '@securite/domain/hours/hour-period';
import type { HourDetail } from '@securite/domain/hours/hours-schemas';
import { useId } from 'react';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { useHourDetail } from './api/find-hour-detail.ts';
import { HourLinesTable } from './hour-lines-table.tsx';
import { decimalHoursText, hoursText } from './hours-format.ts';
import { HoursSummary } from './hours-summary.tsx';
import { OvertimePeriods } from './overtime-periods.tsx';
import { hoursTexts as texts } from './texts.ts';

export interface HourDetailDialogProps {
  agencyId: string;
  period: HourPeriod;
  target: { kind: 'agent' | 'site'; id: string; name: string };
}

/** Figures of a detail (or of one's own hours) as summary items. */
export function detailSummary(detail: HourDetail) {
  const items: Array<{ label: string; value: string; highlight?: boolean }> = [
    { label: texts.planned, value: hoursText(detail.totals.plannedMinutes) },
    { label: texts.realized, value: hoursText(detail.totals.realizedMinutes) },
    { label: texts.weighted, value: decimalHoursText(detail.totals.weightedHours) },
    { label: texts.services, value: String(detail.totals.servicesCount) },
  ];
  if (detail.overtime) {
    items.push(
      {
        label: texts.overtime,
        value: hoursText(detail.overtime.overtimeMinutes),
        highlight: detail.overtime.overtimeMinutes > 0,
      },
      { label: texts.overtimeWeighted, value: decimalHoursText(detail.overtime.overtimeWeightedHours) },
    );
  }
  return items;
}

/** The services of one agent or site over the period, with the agent's weeks of overtime. */
export function HourDetailDialog({ agencyId, period, target, close }: HourDetailDialogProps & DialogControls) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const input = target.kind === 'agent' ? { ...period, agentId: target.id } : { ...period, siteId: target.id };
  const query = useHourDetail(agencyId, input);
  const detail = query.data;
  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>
        {texts.detailTitle(target.name)}
        <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {periodLabel(period)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={texts.loading} />
          </Box>
        ) : !detail ? (
          <Alert severity="error">
            {texts.loadFailed} {query.error?.message}
          </Alert>
        ) : (
          <Stack spacing={3}>
            <HoursSummary items={detailSummary(detail)} />
            {detail.overtime && (
              <section aria-label={texts.referencePeriods}>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  {texts.referencePeriods}
                </Typography>
                <OvertimePeriods overtime={detail.overtime} />
              </section>
            )}
            {detail.lines.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{texts.detailEmpty}</Typography>
            ) : (
              <HourLinesTable
                lines={detail.lines}
                timeZone={detail.timeZone}
                show={target.kind === 'agent' ? 'site' : 'agent'}
                label={texts.services}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
