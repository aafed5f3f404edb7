import TablePagination from '@mui/material/TablePagination';
import { HOURS_PAGE_SIZE } from '@securite/domain/hours/hours-schemas';
import type { PeriodPaging } from './use-hours-list.ts';

/** The pages of an hours list; the page shown stays inside the count when it shrinks. */
export function HoursPagination({ total, paging }: { total: number; paging: Pick<PeriodPaging, 'page' | 'setPage'> }) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(paging.page, Math.max(0, Math.ceil(total / HOURS_PAGE_SIZE) - 1))}
      onPageChange={(_, next) => paging.setPage(next)}
      rowsPerPage={HOURS_PAGE_SIZE}
      rowsPerPageOptions={[HOURS_PAGE_SIZE]}
    />
  );
}
