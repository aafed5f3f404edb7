import AlarmOnIcon from '@mui/icons-material/AlarmOn';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isGranted } from '@securite/domain/auth/access';
import {
  HOURS_PAGE_SIZE,
  type TimeGap,
  type TimeGapKind,
  timeGapKindLabels,
  timeGapKinds,
} from '@securite/domain/hours/hours-schemas';
import { serviceReadRights } from '@securite/domain/planning/service-read-rights';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { serviceEndDialog } from '../planning/public.ts';
import { useTimeGaps } from './api/find-time-gaps.ts';
import { HoursPagination } from './hours-pagination.tsx';
import { HoursToolbar } from './hours-toolbar.tsx';
import { texts as localTexts, hoursTexts as texts } from './texts.ts';
import { TimeGapCards } from './time-gap-cards.tsx';
import { TimeGapsTable } from './time-gaps-table.tsx';
import { usePeriodPaging } from './use-hours-list.ts';

const kindPlurals: Record<TimeGapKind, string> = {
  late: localTexts.retards,
  earlyLeave: localTexts.departsAnticipes,
  pause: localTexts.pauses,
  anomaly: localTexts.anomaliesTerrain,
};

/** Écarts horaires (listInterrupt): lateness and early departures over 5 minutes, and the pauses taken in the field. */
export function TimeGapsPage() {
  usePlanningLiveRefresh();
  const session = useSession();
  const agencyId = session.agencyId as string;
  // « Fin de service » for whoever may read the services (hours.view alone may not).
  const openEnd = isGranted(session.actor, serviceReadRights)
    ? (gap: TimeGap) => void serviceEndDialog.open({ agencyId, serviceId: gap.serviceId })
    : undefined;
  const paging = usePeriodPaging();
  const [kind, setKind] = useState<TimeGapKind | 'all'>('all');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useTimeGaps(agencyId, {
    ...paging.period,
    kinds: kind === 'all' ? undefined : [kind],
    page: paging.page + 1,
    limit: HOURS_PAGE_SIZE,
  });
  const data = query.data;
  const total = data?.total ?? 0;
  return (
    <Page title={texts.gapsTitle} subtitle={texts.gapsSubtitle}>
      <Card>
        <HoursToolbar {...paging.toolbar} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, next: TimeGapKind | 'all' | null) => {
            if (!next) return;
            setKind(next);
            paging.setPage(0);
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
        <QueryView
          query={query}
          loadingLabel={texts.loading}
          errorText={texts.loadFailed}
          empty={total === 0}
          emptyState={<EmptyState icon={<AlarmOnIcon fontSize="inherit" />} title={texts.gapsEmpty} />}
        >
          {data &&
            (phone ? (
              <TimeGapCards gaps={data.data} timeZone={data.timeZone} onOpenEnd={openEnd} />
            ) : (
              <TimeGapsTable gaps={data.data} timeZone={data.timeZone} onOpenEnd={openEnd} />
            ))}
          <HoursPagination total={total} paging={paging} />
        </QueryView>
      </Card>
    </Page>
  );
}
