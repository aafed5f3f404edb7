import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { periodLabel } from '@securite/domain/hours/hour-period';
import type { HourDetail } from '@securite/domain/hours/hours-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { compactCells, numericCell } from './category-columns.tsx';
import { hoursText } from './hours-format.ts';
import { hoursTexts as texts } from './texts.ts';

/** The weeks (or months) of contract ending in the period, their hours against the limit and the overtime. */
export function OvertimePeriods({ overtime }: { overtime: NonNullable<HourDetail['overtime']> }) {
  if (!overtime.limit) return <Alert severity="info">{texts.noOvertimeRule}</Alert>;
  if (overtime.periods.length === 0) return <Alert severity="info">{texts.noReferencePeriod}</Alert>;
  const weekly = overtime.limit.period === 'weekly';
  return (
    <>
      <TableContainer>
        <Table aria-label={texts.referencePeriods} size="small" sx={compactCells}>
          <TableHead>
            <TableRow>
              <TableCell>{weekly ? texts.week : texts.month}</TableCell>
              <TableCell align="right" sx={numericCell}>
                {texts.periodHours}
              </TableCell>
              <TableCell align="right" sx={numericCell}>
                {texts.periodLimit}
              </TableCell>
              <TableCell align="right" sx={numericCell}>
                {texts.overtime}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overtime.periods.map((p) => (
              <TableRow key={p.start} selected={p.overtimeMinutes > 0}>
                <TableCell sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
                  {weekly
                    ? `${formatDay(p.start).slice(0, 5)} – ${formatDay(p.end)}`
                    : periodLabel({ from: p.start, to: p.end })}
                </TableCell>
                <TableCell align="right" sx={numericCell}>
                  {hoursText(p.minutes)}
                </TableCell>
                <TableCell align="right" sx={numericCell}>
                  {hoursText(p.limitMinutes)}
                </TableCell>
                <TableCell align="right" sx={{ ...numericCell, fontWeight: p.overtimeMinutes > 0 ? 700 : undefined }}>
                  {hoursText(p.overtimeMinutes, true)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {texts.increase((overtime.overtimeIncreaseBp / 100).toLocaleString('fr-FR'))}
      </Typography>
    </>
  );
}
