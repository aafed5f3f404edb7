import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { HourCoefficients } from '@securite/domain/hours/hour-coefficients';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import type { HourDetailDialogProps } from './hour-detail-dialog.tsx';
import { hourDetailDialog } from './hour-detail-dialog-handle.ts';
import { HoursPagination } from './hours-pagination.tsx';
import { CoefficientsCaption, HoursToolbar } from './hours-toolbar.tsx';
import { hoursTexts as texts } from './texts.ts';
import type { HoursList } from './use-hours-list.ts';

/**
 * An hours list (agents or sites) over a period: the CSV export, the toolbar, the coefficients, the states of
 * the query, the table (a row opens its detail) and the pages.
 */
export function HoursListPage<T extends { total: number; coefficients: HourCoefficients }>({
  agencyId,
  title,
  subtitle,
  searchLabel,
  emptyTitle,
  list,
  query,
  onExport,
  children,
  footer,
}: {
  agencyId: string;
  title: string;
  subtitle: string;
  searchLabel: string;
  emptyTitle: string;
  list: HoursList;
  query: UseQueryResult<T>;
  onExport: () => Promise<void>;
  /** The table of a loaded page; `openDetail` shows the services of one of its rows. */
  children: (data: T, openDetail: (target: HourDetailDialogProps['target']) => void) => ReactNode;
  footer?: ReactNode;
}) {
  usePlanningLiveRefresh();
  const exporting = useMutation({ mutationFn: onExport });
  const data = query.data;
  const total = data?.total ?? 0;
  const openDetail = (target: HourDetailDialogProps['target']) =>
    void hourDetailDialog.open({ agencyId, period: list.period, target });
  return (
    <Page
      title={title}
      subtitle={subtitle}
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
        <HoursToolbar {...list.toolbar} filters={list.filters} onFilters={list.onFilters} searchLabel={searchLabel} />
        {data && <CoefficientsCaption coefficients={data.coefficients} />}
        <QueryView
          query={query}
          loadingLabel={texts.loading}
          errorText={texts.loadFailed}
          empty={total === 0}
          emptyState={
            <EmptyState
              icon={<ScheduleIcon fontSize="inherit" />}
              title={list.filtered ? texts.emptyFiltered : emptyTitle}
            >
              {!list.filtered && texts.emptyHint}
            </EmptyState>
          }
        >
          {data && children(data, openDetail)}
          <HoursPagination total={total} paging={list} />
          {footer}
        </QueryView>
      </Card>
    </Page>
  );
}
