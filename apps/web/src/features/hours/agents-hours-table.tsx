import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { AgentHoursRow, AgentsHoursPage } from '@securite/domain/hours/hours-schemas';
import { formatHourLimit } from '@securite/domain/time/format-hours';
import { numericCell } from './category-columns.tsx';
import { decimalHoursText, hoursText } from './hours-format.ts';
import { HoursFigureCells, HoursHead, HoursTable, HoursTotalRow, OpenableRow } from './hours-table-parts.tsx';
import { hoursTexts as texts } from './texts.ts';

export function limitText(limit: AgentHoursRow['limit']): string {
  if (!limit) return texts.noContract;
  const hours = formatHourLimit(limit.hours);
  return limit.period === 'weekly' ? texts.weekly(hours) : texts.monthly(hours);
}

/** The agents' hours with a totals row; a row opens the agent's detail. */
export function AgentsHoursTable({ page, onOpen }: { page: AgentsHoursPage; onOpen: (row: AgentHoursRow) => void }) {
  const { totals } = page;
  return (
    <HoursTable label={texts.agentsTitle}>
      <HoursHead name={texts.agent} last={texts.overtime} />
      <TableBody>
        {page.data.map((row) => (
          <OpenableRow key={row.agent.id} label={texts.openDetail(row.agent.fullname)} onOpen={() => onOpen(row)}>
            <TableCell component="th" scope="row">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.agent.fullname}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {limitText(row.limit)}
              </Typography>
            </TableCell>
            <HoursFigureCells figures={row} />
            <TableCell align="right" sx={numericCell}>
              {row.overtimeMinutes > 0 ? (
                <Chip
                  size="small"
                  color="warning"
                  label={hoursText(row.overtimeMinutes)}
                  title={`${texts.overtimeWeighted} : ${decimalHoursText(row.overtimeWeightedHours)}`}
                />
              ) : (
                '—'
              )}
            </TableCell>
          </OpenableRow>
        ))}
      </TableBody>
      <HoursTotalRow count={page.total} totals={totals} last={hoursText(totals.overtimeMinutes)} />
    </HoursTable>
  );
}
