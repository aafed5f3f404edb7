import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HoursFigures } from '@securite/domain/hours/hours-schemas';
import type { ReactNode } from 'react';
import { CategoryCells, CategoryHeaders, compactCells, fromMd, fromSm, numericCell } from './category-columns.tsx';
import { decimalHoursText, hoursText } from './hours-format.ts';
import { hoursTexts as texts } from './texts.ts';

type Figures = Pick<HoursFigures, 'plannedMinutes' | 'realizedMinutes' | 'categories' | 'weightedHours'>;

/** A compact hours table under its accessible name. */
export function HoursTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer>
      <Table aria-label={label} size="small" sx={compactCells}>
        {children}
      </Table>
    </TableContainer>
  );
}

/**
 * The columns of an hours table: name, planned, realized, the categories, weighted, then `last` if given.
 * A detail's lines (`lines`) show the realized hours from the small breakpoint, lists from the medium one.
 */
export function HoursHead({ name, last, lines = false }: { name: string; last?: string; lines?: boolean }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell>{name}</TableCell>
        <TableCell align="right" sx={numericCell}>
          {texts.planned}
        </TableCell>
        <TableCell align="right" sx={{ ...(lines ? fromSm : fromMd), ...numericCell }}>
          {texts.realized}
        </TableCell>
        <CategoryHeaders />
        <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
          {texts.weighted}
        </TableCell>
        {last !== undefined && (
          <TableCell align="right" sx={numericCell}>
            {last}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}

/** The figures of a row, under the columns of `HoursHead`; a list's weighted total stands out, a line's does not. */
export function HoursFigureCells({ figures, lines = false }: { figures: Figures; lines?: boolean }) {
  return (
    <>
      <TableCell align="right" sx={numericCell}>
        {hoursText(figures.plannedMinutes)}
      </TableCell>
      <TableCell align="right" sx={{ ...(lines ? fromSm : fromMd), ...numericCell }}>
        {hoursText(figures.realizedMinutes, true)}
      </TableCell>
      <CategoryCells figures={figures} />
      <TableCell
        align="right"
        sx={lines ? { ...fromSm, ...numericCell } : { ...fromSm, ...numericCell, fontWeight: 600 }}
      >
        {decimalHoursText(figures.weightedHours)}
      </TableCell>
    </>
  );
}

/** A list's row that opens its detail, by click, Entrée or Espace. */
export function OpenableRow({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={label}
      onClick={() => onOpen()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      sx={{ cursor: 'pointer' }}
    >
      {children}
    </TableRow>
  );
}

/** The totals of a list (`count` rows in all), then its last column's total. */
export function HoursTotalRow({ count, totals, last }: { count: number; totals: Figures; last: ReactNode }) {
  return (
    <TableFooter>
      <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
        <TableCell component="th" scope="row">
          {texts.total} ({count})
        </TableCell>
        <TableCell align="right" sx={numericCell}>
          {hoursText(totals.plannedMinutes)}
        </TableCell>
        <TableCell align="right" sx={{ ...fromMd, ...numericCell }}>
          {hoursText(totals.realizedMinutes)}
        </TableCell>
        <CategoryCells figures={totals} />
        <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
          {decimalHoursText(totals.weightedHours)}
        </TableCell>
        <TableCell align="right" sx={numericCell}>
          {last}
        </TableCell>
      </TableRow>
    </TableFooter>
  );
}
