import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Payroll, PayrollRow } from '@securite/domain/payroll/payroll-schemas';
import { formatCents, salaryElementTitle } from '@securite/domain/payroll/salary-elements';
import { formatHours } from '@securite/domain/time/format-hours';
import { exportTexts as texts } from '../texts.ts';

const elementsText = (row: Pick<PayrollRow, 'elements'>) =>
  row.elements.map((e) => `${salaryElementTitle(e)} : ${formatCents(e.amountCents)}`).join(' · ');

/** The month's payroll as a table: the main hour categories per agent and the salary elements. */
export function PayrollPreview({ payroll }: { payroll: Payroll }) {
  const cells = (row: Pick<PayrollRow, 'plannedMinutes' | 'categories' | 'overtimeMinutes'>) =>
    [
      ['planned', row.plannedMinutes],
      ['night', row.categories.night + row.categories.nightSunday + row.categories.nightHoliday],
      ['sunday', row.categories.sunday + row.categories.nightSunday],
      ['holiday', row.categories.holiday + row.categories.nightHoliday],
      ['overtime', row.overtimeMinutes],
    ].map(([key, minutes]) => (
      <TableCell key={key} align="right">
        {formatHours(minutes as number)}
      </TableCell>
    ));
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.previewTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.agent}</TableCell>
            {[texts.planned, texts.night, texts.sunday, texts.holiday, texts.overtime].map((h) => (
              <TableCell key={h} align="right">
                {h}
              </TableCell>
            ))}
            <TableCell>{texts.elements}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payroll.rows.map((row) => (
            <TableRow key={row.agent.id}>
              <TableCell>{row.agent.fullname}</TableCell>
              {cells(row)}
              <TableCell>{elementsText(row)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 600 } }}>
            <TableCell>{texts.total}</TableCell>
            {cells(payroll.totals)}
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
