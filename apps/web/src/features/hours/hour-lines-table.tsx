import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HourLine } from '@securite/domain/hours/hours-schemas';
import { zonedFormat } from './hours-format.ts';
import { HoursFigureCells, HoursHead, HoursTable } from './hours-table-parts.tsx';
import { hoursTexts as texts } from './texts.ts';

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
    <HoursTable label={label}>
      <HoursHead name={texts.service} lines />
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
            <HoursFigureCells figures={line} lines />
          </TableRow>
        ))}
      </TableBody>
    </HoursTable>
  );
}
