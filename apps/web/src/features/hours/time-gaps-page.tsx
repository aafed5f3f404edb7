import AlarmOnIcon from '@mui/icons-material/AlarmOn';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  HOURS_PAGE_SIZE,
  hoursMessages,
  type TimeGapKind,
  timeGapKindLabels,
  timeGapKinds,
} from '@securite/domain/planning/hours/hours-schemas';
import { useState } from 'react';
import { useTimeGaps } from '../../api/find-time-gaps.ts';
import { useSession } from '../../api/session.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { hoursTexts as texts } from './hours-texts.ts';
import { HoursToolbar } from './hours-toolbar.tsx';
import { TimeGapCards } from './time-gap-cards.tsx';
import { TimeGapsTable } from './time-gaps-table.tsx';
import { useHourPeriod } from './use-hour-period.ts';

const kindPlurals: Record<TimeGapKind, string> = { late: 'Retards', earlyLeave: 'Départs anticipés' };

/** Écarts horaires (listInterrupt): lateness and early departures over 5 minutes; pauses once the field records them. */
export function TimeGapsPage() {
  const agencyId = useSession().agencyId as string;
  const [currentMonth] = useHourPeriod();
  const [period, setPeriod] = useState(currentMonth);
  const [kind, setKind] = useState<TimeGapKind | 'all'>('all');
  const [page, setPage] = useState(0);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useTimeGaps(agencyId, {
    ...period,
    kinds: kind === 'all' ? undefined : [kind],
    page: page + 1,
    limit: HOURS_PAGE_SIZE,
  });
  const data = query.data;
  const total = data?.total ?? 0;
  return (
    <Page title={texts.gapsTitle} subtitle={texts.gapsSubtitle}>
      <Card>
        <HoursToolbar
          period={period}
          onPeriod={(next) => {
            setPeriod(next);
            setPage(0);
          }}
          currentMonth={currentMonth}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, next: TimeGapKind | 'all' | null) => {
            if (!next) return;
            setKind(next);
            setPage(0);
          }}
          aria-label={texts.gapKind}
          sx={{ px: 2, pb: 2, flexWrap: 'wrap' }}
        >
          <ToggleButton value="all">{texts.gapsAll}</ToggleButton>
          {timeGapKinds.map((k) => (
            <ToggleButton key={k} value={k} title={timeGapKindLabels[k]}>
              {kindPlurals[k]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {data && !data.pausesTracked && (
          <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
            {hoursMessages.pausesPending}
          </Alert>
        )}
        <QueryView
          query={query}
          loadingLabel={texts.loading}
          errorText={texts.loadFailed}
          empty={total === 0}
          emptyState={<EmptyState icon={<AlarmOnIcon fontSize="inherit" />} title={texts.gapsEmpty} />}
        >
          {data &&
            (phone ? (
              <TimeGapCards gaps={data.data} timeZone={data.timeZone} />
            ) : (
              <TimeGapsTable gaps={data.data} timeZone={data.timeZone} />
            ))}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, Math.max(0, Math.ceil(total / HOURS_PAGE_SIZE) - 1))}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={HOURS_PAGE_SIZE}
            rowsPerPageOptions={[HOURS_PAGE_SIZE]}
          />
        </QueryView>
      </Card>
    </Page>
  );
}
