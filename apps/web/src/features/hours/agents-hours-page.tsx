import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { HOURS_PAGE_SIZE } from '@securite/domain/planning/hours/hours-schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAgentsHours } from '../../api/find-agents-hours.ts';
import { useSession } from '../../api/session.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { AgentsHoursTable } from './agents-hours-table.tsx';
import { exportAgentsHours } from './export-hours.ts';
import { hourDetailDialog } from './hour-detail-dialog-handle.ts';
import { hoursTexts as texts } from './hours-texts.ts';
import { CoefficientsCaption, type HoursFilterValues, HoursToolbar } from './hours-toolbar.tsx';
import { useHourPeriod } from './use-hour-period.ts';

/** Heures des collaborateurs: per agent over a month (or a chosen range), with totals, detail and CSV export. */
export function AgentsHoursPage() {
  const agencyId = useSession().agencyId as string;
  const [currentMonth] = useHourPeriod();
  const [period, setPeriod] = useState(currentMonth);
  const [filters, setFilters] = useState<HoursFilterValues>({ search: '', withHoursOnly: false });
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(filters.search.trim());
  const input = {
    ...period,
    search: search || undefined,
    withHoursOnly: filters.withHoursOnly,
    page: page + 1,
    limit: HOURS_PAGE_SIZE,
  };
  const query = useAgentsHours(agencyId, input);
  const exporting = useMutation({ mutationFn: () => exportAgentsHours(agencyId, { ...input, page: 1 }) });
  const data = query.data;
  const total = data?.total ?? 0;
  const filtered = search !== '' || filters.withHoursOnly;
  return (
    <Page
      title={texts.agentsTitle}
      subtitle={texts.agentsSubtitle}
      actions={
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={!data || total === 0 || exporting.isPending}
          onClick={() => exporting.mutate(undefined, { onSuccess: () => notify.success(texts.exported) })}
        >
          {texts.exportCsv}
        </Button>
      }
    >
      <Card>
        <HoursToolbar
          period={period}
          onPeriod={(next) => {
            setPeriod(next);
            setPage(0);
          }}
          currentMonth={currentMonth}
          filters={filters}
          onFilters={(next) => {
            setFilters(next);
            setPage(0);
          }}
          searchLabel={texts.agent}
        />
        {data && <CoefficientsCaption coefficients={data.coefficients} />}
        <QueryView
          query={query}
          loadingLabel={texts.loading}
          errorText={texts.loadFailed}
          empty={total === 0}
          emptyState={
            <EmptyState
              icon={<ScheduleIcon fontSize="inherit" />}
              title={filtered ? texts.emptyFiltered : texts.emptyAgents}
            >
              {!filtered && texts.emptyHint}
            </EmptyState>
          }
        >
          {data && (
            <AgentsHoursTable
              page={data}
              onOpen={(row) =>
                void hourDetailDialog.open({
                  agencyId,
                  period,
                  target: { kind: 'agent', id: row.agent.id, name: row.agent.fullname },
                })
              }
            />
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, Math.max(0, Math.ceil(total / HOURS_PAGE_SIZE) - 1))}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={HOURS_PAGE_SIZE}
            rowsPerPageOptions={[HOURS_PAGE_SIZE]}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
            {texts.straddleCaption}
          </Typography>
        </QueryView>
      </Card>
    </Page>
  );
}
