import { type SetStateAction, useCallback, useState } from 'react';

/** Spec 000 section 9: tables show 25 rows by default. */
export const LIST_PAGE_SIZE = 25;

export interface ListPaging {
  /** Rows in all the pages. */
  count: number;
  /** From 0; past the last page shows the last. */
  page: number;
  onPageChange: (page: number) => void;
  rowsPerPage: number;
  /** The user may choose 25, 50 or 100 rows a page; without it the page size is fixed. */
  onRowsPerPageChange?: (rowsPerPage: number) => void;
}

export interface ListStateOptions {
  /** The rows a page at first (25 unless told). */
  rowsPerPage?: number;
  /** The user may choose 25, 50 or 100 rows a page (another size starts at page 0); without it the size is fixed. */
  userSizes?: boolean;
}

/**
 * A list page's state: its filters, its page (from 0) and its rows per page. Other filters (a value or an updater)
 * start at page 0 again, as does another page size; paging(count) is the ListView's paging.
 */
export function useListState<F>(
  initialFilters: F | (() => F),
  { rowsPerPage: initialRowsPerPage = LIST_PAGE_SIZE, userSizes = false }: ListStateOptions = {},
) {
  const [filters, setFilterValues] = useState(initialFilters);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(initialRowsPerPage);
  const resetPage = useCallback(() => setPage(0), []);
  const setFilters = useCallback((next: SetStateAction<F>) => {
    setFilterValues(next);
    setPage(0);
  }, []);
  const onRowsPerPageChange = (next: number) => {
    setRowsPerPage(next);
    setPage(0);
  };
  const paging = (count: number): ListPaging => ({
    count,
    page,
    onPageChange: setPage,
    rowsPerPage,
    ...(userSizes ? { onRowsPerPageChange } : {}),
  });
  return { filters, setFilters, page, setPage, rowsPerPage, paging, resetPage };
}

/** The page and the rows per page of a list whose size the user chooses (a list without filters of its own). */
export function usePaging(initialRowsPerPage = LIST_PAGE_SIZE) {
  const { page, setPage, rowsPerPage, paging, resetPage } = useListState(null, {
    rowsPerPage: initialRowsPerPage,
    userSizes: true,
  });
  return { page, setPage, rowsPerPage, paging, resetPage };
}
