import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HourLine } from '@securite/domain/planning/hours/hours-schemas';
import { CategoryCells, CategoryHeaders, compactCells, fromSm, numericCell } from './category-columns.tsx';
import { decimalHoursText, hoursText, zonedFormat } from './hours-format.ts';
import { hoursTexts as texts } from './hours-texts.ts';

/** The services of a detail, each with its time inside the period split into categories. */
export function HourLinesTable({
  lines,
  timeZone,
  show,
  label,
}: {
  lines: readonly HourLine[];
  timeZone: string;
  /** Which name each line shows: the site (an agent's detail) or the agent (a site's). */
  show: 'site' | 'agent';
  label: string;
}) {
  const f = zonedFormat(timeZone);
  const times = (start: string, end: string) =>
    `${f.time(start)} – ${f.time(end)}${f.day(start) === f.day(end) ? '' : ` (${f.day(end)})`}`;
  return (
    <TableContainer>
      <Table aria-label={label} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.service}</TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.planned}
            </TableCell>
            <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
              {texts.realized}
            </TableCell>
            <CategoryHeaders />
            <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
              {texts.weighted}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.serviceId}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {f.day(line.startAt)} · {times(line.startAt, line.endAt)}
                </Typography>
                <Typography variant="body2">
                  {show === 'site' ? (line.site?.name ?? '—') : (line.agent?.fullname ?? texts.unassigned)}
                </Typography>
                {(line.realStartAt || line.realEndAt) && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {texts.real} : {line.realStartAt ? f.time(line.realStartAt) : '…'} –{' '}
                    {line.realEndAt ? f.time(line.realEndAt) : '…'}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={numericCell}>
                {hoursText(line.plannedMinutes)}
              </TableCell>
              <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
                {hoursText(line.realizedMinutes, true)}
              </TableCell>
              <CategoryCells figures={line} />
              <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
                {decimalHoursText(line.weightedHours)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
