import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MarginFiguresOut } from '@securite/domain/margins/margin-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { formatHours } from '@securite/domain/time/format-hours';

import { texts } from './texts.ts';

export interface MarginRow extends MarginFiguresOut {
  id: string;
  name: string;
  /** The customer of a site row. */
  customer?: string;
}

/** 2500 bp → « 25,0 % »; « — » when nothing was invoiced. */
export function marginRate(bp: number | null): string {
  if (bp === null) return '—';
  return `${(bp / 100).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

function Figures({ row }: { row: MarginFiguresOut }) {
  return (
    <>
      <TableCell align="right">{formatHours(row.workedMinutes)}</TableCell>
      <TableCell align="right">{frenchEuros(row.invoicedCents)}</TableCell>
      <TableCell align="right">{frenchEuros(row.costCents)}</TableCell>
      <TableCell align="right" sx={{ color: row.marginCents < 0 ? 'error.main' : undefined }}>
        {frenchEuros(row.marginCents)}
      </TableCell>
      <TableCell align="right">{marginRate(row.marginRateBp)}</TableCell>
    </>
  );
}

/** The margins per site or per customer, with the period's totals. */
export function MarginsTable({
  label,
  nameHeader,
  withCustomer,
  rows,
  totals,
}: {
  label: string;
  nameHeader: string;
  withCustomer: boolean;
  rows: MarginRow[];
  totals: MarginFiguresOut;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeader}</TableCell>
            {withCustomer && <TableCell>{texts.client}</TableCell>}
            <TableCell align="right">{texts.heuresTravaillees}</TableCell>
            <TableCell align="right">{texts.factureHt}</TableCell>
            <TableCell align="right">{texts.coutDesHeures}</TableCell>
            <TableCell align="right">{texts.marge}</TableCell>
            <TableCell align="right">{texts.tauxDeMarge}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {withCustomer && <TableCell>{row.customer ?? '—'}</TableCell>}
              <Figures row={row} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {texts.total}
            </TableCell>
            {withCustomer && <TableCell />}
            <Figures row={totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
