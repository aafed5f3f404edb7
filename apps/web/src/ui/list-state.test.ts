import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, useListState, usePaging } from './list-state.ts';

const initial = { search: '', status: 'all' };

describe('useListState', () => {
  it('starts at page 0 with the filters given and 25 rows a page', () => {
    const { result } = renderHook(() => useListState(initial));
    expect(result.current.filters).toEqual(initial);
    expect(result.current.page).toBe(0);
    expect(result.current.rowsPerPage).toBe(LIST_PAGE_SIZE);
    expect(result.current.paging(40)).toEqual({
      count: 40,
      page: 0,
      onPageChange: expect.any(Function),
      rowsPerPage: 25,
    });
  });

  it('goes back to page 0 when a filter changes', () => {
    const { result } = renderHook(() => useListState(initial));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilters({ search: 'dupont', status: 'all' }));
    expect(result.current.filters).toEqual({ search: 'dupont', status: 'all' });
    expect(result.current.page).toBe(0);
  });

  it('keeps the filters when the page changes', () => {
    const { result } = renderHook(() => useListState(initial));
    act(() => result.current.setFilters({ search: 'dupont', status: 'open' }));
    act(() => result.current.paging(100).onPageChange(2));
    expect(result.current.page).toBe(2);
    expect(result.current.filters).toEqual({ search: 'dupont', status: 'open' });
  });

  it('takes an updater function, from the latest filters, and goes back to page 0', () => {
    const { result } = renderHook(() => useListState(initial));
    act(() => result.current.setPage(1));
    act(() => {
      result.current.setFilters((current) => ({ ...current, search: 'a' }));
      result.current.setFilters((current) => ({ ...current, status: 'open' }));
    });
    expect(result.current.filters).toEqual({ search: 'a', status: 'open' });
    expect(result.current.page).toBe(0);
  });

  it('goes back to page 0 when the user picks another page size, keeping the filters', () => {
    const { result } = renderHook(() => useListState(initial, { userSizes: true }));
    act(() => result.current.setFilters({ search: 'x', status: 'all' }));
    act(() => result.current.setPage(4));
    const onRowsPerPageChange = result.current.paging(500).onRowsPerPageChange;
    expect(onRowsPerPageChange).toBeDefined();
    act(() => onRowsPerPageChange?.(50));
    expect(result.current.rowsPerPage).toBe(50);
    expect(result.current.page).toBe(0);
    expect(result.current.filters).toEqual({ search: 'x', status: 'all' });
  });

  it('has a fixed page size without userSizes, and takes another size and a lazy initial value', () => {
    const { result } = renderHook(() => useListState(() => initial, { rowsPerPage: 10 }));
    expect(result.current.filters).toEqual(initial);
    expect(result.current.paging(5).rowsPerPage).toBe(10);
    expect(result.current.paging(5).onRowsPerPageChange).toBeUndefined();
  });

  it('resets the page on resetPage', () => {
    const { result } = renderHook(() => useListState(initial));
    act(() => result.current.setPage(2));
    act(() => result.current.resetPage());
    expect(result.current.page).toBe(0);
  });
});

describe('usePaging', () => {
  it('lets the user choose the page size, another size starting at page 0', () => {
    const { result } = renderHook(() => usePaging(10));
    act(() => result.current.setPage(2));
    act(() => result.current.paging(100).onRowsPerPageChange?.(50));
    expect(result.current.rowsPerPage).toBe(50);
    expect(result.current.page).toBe(0);
  });
});
