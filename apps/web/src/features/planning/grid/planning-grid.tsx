import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { dayHeader, dayLongLabel, type PlanningPeriod } from '@securite/domain/time/grid-period';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type DragEvent, type MouseEvent, memo, useEffect, useMemo, useRef } from 'react';
import { largestCell, type PlanningRow, type ServicesByRow } from '../planning-rows.ts';
import { dayClassesCache } from './day-classes.ts';
import { type GridContext, GridRow } from './grid-row.tsx';
import { gridSizes, gridSx, rowHeight } from './grid-styles.ts';

export interface PlanningGridProps {
  /** The grid's accessible name: 'Planning par sites'. */
  label: string;
  /** 'Sites' or 'Collaborateurs', above the first column. */
  rowsTitle: string;
  rows: readonly PlanningRow[];
  period: PlanningPeriod;
  services: ServicesByRow;
  today: CalendarDay;
  context: Omit<GridContext, 'days' | 'dayLabels'>;
  /** A click on a cell's free space: a new service there. */
  onCreate: (rowId: string, day: CalendarDay) => void;
  /** A click on a chip; `toggle` with Ctrl/⌘ held (or in selection mode): add it to the selection or take it out. */
  onChip: (serviceId: string, toggle: boolean) => void;
  /** A chip dropped on another cell. */
  onMove: (serviceId: string, rowId: string, day: CalendarDay) => void;
  /** Changes when the filters do: the rows start again from the top. */
  filterKey?: string;
  /** The day to open the period on, instead of today (a proposal under review opens on its first post). */
  focusDay?: CalendarDay | null;
}

/** The days' header; it stays as it is while the rows scroll. */
const GridHead = memo(function GridHead({
  rowsTitle,
  days,
  dayLabels,
  classes,
  today,
}: {
  rowsTitle: string;
  days: readonly CalendarDay[];
  dayLabels: readonly string[];
  classes: readonly string[];
  today: CalendarDay;
}) {
  return (
    <thead className="pg-head">
      <tr aria-rowindex={1} className="pg-grid-row">
        <th scope="col" className="pg-corner">
          {rowsTitle}
        </th>
        {days.map((day, index) => {
          const head = dayHeader(day);
          return (
            <th
              key={day}
              scope="col"
              aria-label={dayLabels[index]}
              className={`pg-dayhead ${classes[index]}${day === today ? ' pg-today' : ''}`}
            >
              <span>{head.weekday}</span>
              <b>{head.date}</b>
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

function cellOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest('[data-day]') as HTMLElement | null) : null;
}

/**
 * Rows × days of a week or a month. Only the rows in view are in the page (500 agents over a month stay smooth);
 * clicks and drags are handled once here, by the data attributes of the cell or chip under the pointer.
 */
export function PlanningGrid({
  label,
  rowsTitle,
  rows,
  period,
  services,
  today,
  context,
  filterKey,
  focusDay,
  ...on
}: PlanningGridProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const scrollRef = useRef<HTMLDivElement>(null);
  const dragged = useRef<string | null>(null);
  const dropTarget = useRef<HTMLElement | null>(null);
  const { days } = period;
  const heights = useMemo(() => rows.map((row) => rowHeight(largestCell(services.get(row.id)))), [rows, services]);
  const classesOf = useMemo(() => dayClassesCache(days), [days]);
  const headClasses = useMemo(() => classesOf(null), [classesOf]);
  const dayLabels = useMemo(() => days.map(dayLongLabel), [days]);
  const gridContext = useMemo<GridContext>(() => ({ ...context, days, dayLabels }), [context, days, dayLabels]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => heights[index] ?? gridSizes.emptyRow,
    overscan: 6,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  // The heights come from the data, not the DOM: tell the virtualizer when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: heights is the reason to measure again.
  useEffect(() => virtualizer.measure(), [virtualizer, heights]);

  const first = phone ? gridSizes.first.phone : gridSizes.first.desktop;
  const column = gridSizes.column[period.mode][phone ? 'phone' : 'desktop'];
  // A new period opens on today's column when it holds today (the 22nd of a month is far to the right).
  const openIndex = days.indexOf(focusDay ?? today);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters show their first rows.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [filterKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new period (its first day) scrolls again.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = openIndex > 0 ? (openIndex - 1) * column : 0;
  }, [period.from, openIndex, column]);
  const vars = {
    '--pg-first': `${first}px`,
    '--pg-col': `${column}px`,
    '--pg-days': days.length,
    '--pg-width': `${first + column * days.length}px`,
  } as CSSProperties;

  const clearDrop = () => {
    dropTarget.current?.classList.remove('pg-drop');
    dropTarget.current = null;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const chip = target.closest('[data-service-id]');
    if (chip) return on.onChip(chip.getAttribute('data-service-id') as string, event.ctrlKey || event.metaKey);
    const cell = target.closest('[data-add]') ? cellOf(target) : null;
    if (cell) on.onCreate(cell.dataset.row as string, cell.dataset.day as string);
  };
  const onDragStart = (event: DragEvent) => {
    const id = (event.target as Element).closest?.('[data-service-id]')?.getAttribute('data-service-id');
    if (!id) return;
    dragged.current = id;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', id);
  };
  const onDragOver = (event: DragEvent) => {
    const cell = dragged.current ? cellOf(event.target) : null;
    if (!cell) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropTarget.current !== cell) {
      clearDrop();
      cell.classList.add('pg-drop');
      dropTarget.current = cell;
    }
  };
  const onDrop = (event: DragEvent) => {
    const cell = cellOf(event.target);
    const id = dragged.current ?? event.dataTransfer.getData('text/plain');
    clearDrop();
    dragged.current = null;
    if (!cell || !id) return;
    event.preventDefault();
    on.onMove(id, cell.dataset.row as string, cell.dataset.day as string);
  };
  const onDragEnd = () => {
    clearDrop();
    dragged.current = null;
  };

  return (
    <Box
      ref={scrollRef}
      sx={gridSx}
      style={vars}
      onClick={onClick}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) clearDrop();
      }}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
    >
      <table className="pg-inner" aria-label={label} aria-rowcount={rows.length + 1}>
        <GridHead rowsTitle={rowsTitle} days={days} dayLabels={dayLabels} classes={headClasses} today={today} />
        <tbody className="pg-body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              <GridRow
                key={row.id}
                row={row}
                cells={services.get(row.id)}
                dayClasses={classesOf(row.zipcode)}
                context={gridContext}
                index={item.index}
                top={item.start}
                height={item.size}
              />
            );
          })}
        </tbody>
      </table>
    </Box>
  );
}
