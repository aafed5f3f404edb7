import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type TimeGap, timeGapKindLabels } from '@securite/domain/hours/hours-schemas';
import { fromMd, fromSm, numericCell } from './category-columns.tsx';
import { hoursText, zonedFormat } from './hours-format.ts';
import { hoursTexts as texts } from './texts.ts';

/** 17 → `17 min`, 65 → `1 h 05`. */
export function gapText(minutes: number): string {
  return minutes < 60 ? `${minutes} min` : hoursText(minutes);
}

/** The length of a gap; a pause still running says so. */
export function gapLengthText(gap: TimeGap): string {
  // An anomaly's length is how far the phone's time was from the retained one: none for a place or a late end.
  if (gap.kind === 'anomaly' && gap.minutes === 0) return '—';
  const running = gap.kind === 'pause' && gap.realEndAt === null;
  return running ? `${gapText(gap.minutes)} (${texts.ongoing})` : gapText(gap.minutes);
}

/** The real side of a gap: an instant, or a pause from its start to its end (`en cours` while it lasts). */
export function realText(gap: TimeGap, format: (iso: string) => string, f: ReturnType<typeof zonedFormat>): string {
  if (gap.kind !== 'pause') return format(gap.realAt);
  if (!gap.realEndAt) return `${format(gap.realAt)} → ${texts.ongoing}`;
  const sameDay = f.day(gap.realAt) === f.day(gap.realEndAt);
  return `${format(gap.realAt)} → ${sameDay ? f.time(gap.realEndAt) : f.dateTime(gap.realEndAt)}`;
}

export const gapColors = { late: 'warning', earlyLeave: 'info', pause: 'default', anomaly: 'error' } as const;

/** What a row or card offers: « Fin de service », given when the caller may read how services ended. */
export interface GapActions {
  onOpenEnd?: (gap: TimeGap) => void;
}

/** Lateness, early departures and pauses, newest service first. */
export function TimeGapsTable({
  gaps,
  timeZone,
  onOpenEnd,
}: GapActions & { gaps: readonly TimeGap[]; timeZone: string }) {
  const f = zonedFormat(timeZone);
  return (
    <TableContainer>
      <Table aria-label={texts.gapsTitle} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.agent}</TableCell>
            <TableCell sx={fromMd}>{texts.site}</TableCell>
            <TableCell>{texts.gapKind}</TableCell>
            <TableCell sx={fromSm}>{texts.plannedAt}</TableCell>
            <TableCell>{texts.realAt}</TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.gap}
            </TableCell>
            {onOpenEnd && (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {texts.actions}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {gaps.map((gap) => (
            <TableRow key={gap.id}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {gap.agent?.fullname ?? texts.unassigned}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
                  {gap.site?.name}
                </Typography>
              </TableCell>
              <TableCell sx={fromMd}>{gap.site?.name ?? '—'}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={gapColors[gap.kind]} label={timeGapKindLabels[gap.kind]} />
                {gap.detail && (
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 360 }}
                  >
                    {gap.detail}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
                {gap.plannedAt ? (
                  f.dateTime(gap.plannedAt)
                ) : (
                  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                    {texts.notPlanned}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{realText(gap, f.dateTime, f)}</TableCell>
              <TableCell align="right" sx={{ ...numericCell, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {gapLengthText(gap)}
              </TableCell>
              {onOpenEnd && (
                <TableCell padding="checkbox">
                  <Tooltip title={texts.serviceEnd}>
                    <IconButton size="small" onClick={() => onOpenEnd(gap)} aria-label={texts.openEnd(gap.reference)}>
                      <AssignmentTurnedInOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
