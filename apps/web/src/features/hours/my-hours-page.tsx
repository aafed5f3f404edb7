import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useMyHours } from './api/find-my-hours.ts';
import { detailSummary } from './hour-detail-dialog.tsx';
import { HourLinesTable } from './hour-lines-table.tsx';
import { HoursSummary } from './hours-summary.tsx';
import { HoursToolbar } from './hours-toolbar.tsx';
import { OvertimePeriods } from './overtime-periods.tsx';
import { hoursTexts as texts } from './texts.ts';
import { useHourPeriod } from './use-hour-period.ts';

/** Mes heures supplémentaires: an agent's (or staff member's) own hours and overtime over a month or a range. */
export function MyHoursPage() {
  const { agencyId, company } = useSession();
  // A staff account with no agent record has no hours to count: say so rather than show zeros.
  if (!company?.agentId) {
    return (
      <Page title={texts.myTitle}>
        <Card>
          <EmptyState icon={<EventBusyIcon fontSize="inherit" />} title={texts.myNoAgent} />
        </Card>
      </Page>
    );
  }
  return <MyHours agencyId={agencyId as string} />;
}

function MyHours({ agencyId }: { agencyId: string }) {
  usePlanningLiveRefresh();
  const [currentMonth] = useHourPeriod();
  const [period, setPeriod] = useState(currentMonth);
  const query = useMyHours(agencyId, period);
  const data = query.data;
  return (
    <Page title={texts.myTitle} subtitle={texts.mySubtitle}>
      <Stack spacing={2}>
        <Card>
          <HoursToolbar period={period} onPeriod={setPeriod} currentMonth={currentMonth} />
        </Card>
        <QueryView
          query={query}
          loadingLabel={texts.loading}
          errorText={texts.loadFailed}
          empty={false}
          emptyState={null}
        >
          {data && (
            <>
              <HoursSummary items={detailSummary(data)} />
              {data.overtime && (
                <Card component="section" aria-labelledby="mes-periodes">
                  <CardContent>
                    <Typography id="mes-periodes" variant="h6" component="h2" sx={{ mb: 1 }}>
                      {texts.referencePeriods}
                    </Typography>
                    <OvertimePeriods overtime={data.overtime} />
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                      {texts.straddleCaption}
                    </Typography>
                  </CardContent>
                </Card>
              )}
              <Card component="section" aria-labelledby="mes-services">
                <CardContent sx={{ pb: 0 }}>
                  <Typography id="mes-services" variant="h6" component="h2">
                    {texts.services}
                  </Typography>
                </CardContent>
                {data.lines.length === 0 ? (
                  <EmptyState icon={<EventAvailableIcon fontSize="inherit" />} title={texts.myEmpty} />
                ) : (
                  <HourLinesTable lines={data.lines} timeZone={data.timeZone} show="site" label={texts.services} />
                )}
              </Card>
            </>
          )}
        </QueryView>
      </Stack>
    </Page>
  );
}
