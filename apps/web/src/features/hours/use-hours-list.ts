import type { HourPeriod } from '@securite/domain/hours/hour-period';
import { HOURS_PAGE_SIZE } from '@securite/domain/hours/hours-schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useListState } from '../../ui/list-state.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import type { HoursFilterValues } from './hours-toolbar.tsx';
import { useHourPeriod } from './use-hour-period.ts';

/** The period and the page of an hours screen; another period goes back to the first page. */
export function usePeriodPaging() {
  const [currentMonth] = useHourPeriod();
  const { filters: period, setFilters: setPeriod, page, setPage } = useListState(currentMonth);
  const onPeriod = (next: HourPeriod) => setPeriod(next);
  return { period, page, setPage, toolbar: { period, onPeriod, currentMonth } };
}

export type PeriodPaging = ReturnType<typeof usePeriodPaging>;

/** Period, name search (debounced), « Seulement avec des heures » and page of the agents' and sites' hours. */
export function useHoursList() {
  const paging = usePeriodPaging();
  const [filters, setFilters] = useState<HoursFilterValues>({ search: '', withHoursOnly: false });
  const search = useDebouncedValue(filters.search.trim());
  const input = {
    ...paging.period,
    search: search || undefined,
    withHoursOnly: filters.withHoursOnly,
    page: paging.page + 1,
    limit: HOURS_PAGE_SIZE,
  };
  const onFilters = (next: HoursFilterValues) => {
    setFilters(next);
    paging.setPage(0);
  };
  return { ...paging, filters, onFilters, input, filtered: search !== '' || filters.withHoursOnly };
}

export type HoursList = ReturnType<typeof useHoursList>;

type HoursInput = HoursList['input'];

/**
 * What an hours list page (agents or sites) gives its HoursListPage: the agency, the list's state, the page of
 * rows and the CSV export of all of them.
 */
export function useHoursListPage<T>(
  useRows: (agencyId: string, input: HoursInput) => UseQueryResult<T>,
  exportRows: (agencyId: string, input: HoursInput) => Promise<void>,
) {
  const agencyId = useSession().agencyId as string;
  const list = useHoursList();
  const query = useRows(agencyId, list.input);
  return { agencyId, list, query, onExport: () => exportRows(agencyId, { ...list.input, page: 1 }) };
}
