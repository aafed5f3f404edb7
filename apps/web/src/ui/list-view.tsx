import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { LIST_PAGE_SIZE, type ListPaging } from './list-state.ts';
import { EmptyState } from './page.tsx';
import { QueryView } from './query-view.tsx';

/** The last page (from 0) of count rows, 0 when there are none. */
export const lastPageOf = (count: number, rowsPerPage: number) => Math.max(0, Math.ceil(count / rowsPerPage) - 1);

/**
 * A list page's body, the same everywhere: in a card, the filters, then the query's states (QueryView), the empty
 * state with its icon, the cards on a phone or the table, and the pagination.
 */
export function ListView({
  filters,
  query,
  loadingLabel,
  errorText,
  empty,
  emptyIcon,
  emptyTitle,
  emptyContent,
  cards,
  table,
  children,
  paging,
  bare = false,
}: {
  filters?: ReactNode;
  query: Parameters<typeof QueryView>[0]['query'];
  loadingLabel: string;
  errorText: ReactNode;
  empty: boolean;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyContent?: ReactNode;
  /** The rows as cards, on a phone. */
  cards?: ReactNode;
  /** The rows as a table, on larger screens. */
  table?: ReactNode;
  /** The rows the same on every screen. */
  children?: ReactNode;
  paging: ListPaging;
  /** The rows are cards themselves: no card around the list (the empty state gets one). */
  bare?: boolean;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const emptyState = (
    <EmptyState icon={emptyIcon} title={emptyTitle}>
      {emptyContent}
    </EmptyState>
  );
  const { count, page, onPageChange, rowsPerPage, onRowsPerPageChange } = paging;
  const body = (
    <>
      {filters}
      <QueryView
        query={query}
        loadingLabel={loadingLabel}
        errorText={errorText}
        empty={empty}
        emptyState={bare ? <Card>{emptyState}</Card> : emptyState}
      >
        {children}
        {phone ? cards : table}
        <TablePagination
          component="div"
          count={count}
          page={Math.min(page, lastPageOf(count, rowsPerPage))}
          onPageChange={(_, next) => onPageChange(next)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={
            onRowsPerPageChange ? (event) => onRowsPerPageChange(Number(event.target.value)) : undefined
          }
          rowsPerPageOptions={onRowsPerPageChange ? [LIST_PAGE_SIZE, 50, 100] : [rowsPerPage]}
        />
      </QueryView>
    </>
  );
  return bare ? body : <Card>{body}</Card>;
}
