import type { HourPeriod } from '@securite/domain/hours/hour-period';
import { HOURS_PAGE_SIZE } from '@securite/domain/hours/hours-schemas';
import { useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import type { HoursFilterValues } from './hours-toolbar.tsx';
import { useHourPeriod } from './use-hour-period.ts';

/** The period and the page of an hours screen; another period goes back to the first page. */
export function usePeriodPaging() {
  const [currentMonth] = useHourPeriod();
  const [period, setPeriod] = useState(currentMonth);
  const [page, setPage] = useState(0);
  const onPeriod = (next: HourPeriod) => {
    setPeriod(next);
    setPage(0);
  };
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
