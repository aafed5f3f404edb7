import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HourLine } from '@securite/domain/planning/hours/hours-schemas';
import { CategoryCells, CategoryHeaders, numericCell } from './category-columns.tsx';
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
  /** Which name the second column shows: the site (an agent's detail) or the agent (a site's). */
  show: 'site' | 'agent';
  label: string;
}) {
  const f = zonedFormat(timeZone);
  return (
    <TableContainer>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{texts.start}</TableCell>
            <TableCell>{texts.end}</TableCell>
            <TableCell>{show === 'site' ? texts.site : texts.agent}</TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.planned}
            </TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.realized}
            </TableCell>
            <CategoryHeaders />
            <TableCell align="right" sx={numericCell}>
              {texts.weighted}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.serviceId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {f.day(line.startAt)} {f.time(line.startAt)}
                {line.realStartAt && (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {texts.realStart} : {f.time(line.realStartAt)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {f.day(line.endAt)} {f.time(line.endAt)}
                {line.realEndAt && (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {texts.realEnd} : {f.time(line.realEndAt)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {show === 'site' ? (line.site?.name ?? '—') : (line.agent?.fullname ?? texts.unassigned)}
              </TableCell>
              <TableCell align="right" sx={numericCell}>
                {hoursText(line.plannedMinutes)}
              </TableCell>
              <TableCell align="right" sx={numericCell}>
                {hoursText(line.realizedMinutes, true)}
              </TableCell>
              <CategoryCells figures={line} />
              <TableCell align="right" sx={numericCell}>
                {decimalHoursText(line.weightedHours)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
