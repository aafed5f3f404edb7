import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatHourLimit } from '@securite/domain/planning/format-hours';
import type { AgentHoursRow, AgentsHoursPage } from '@securite/domain/planning/hours/hours-schemas';
import { CategoryCells, CategoryHeaders, compactCells, fromMd, fromSm, numericCell } from './category-columns.tsx';
import { decimalHoursText, hoursText } from './hours-format.ts';
import { hoursTexts as texts } from './hours-texts.ts';

export function limitText(limit: AgentHoursRow['limit']): string {
  if (!limit) return texts.noContract;
  const hours = formatHourLimit(limit.hours);
  return limit.period === 'weekly' ? texts.weekly(hours) : texts.monthly(hours);
}

/** The agents' hours with a totals row; a row opens the agent's detail. */
export function AgentsHoursTable({ page, onOpen }: { page: AgentsHoursPage; onOpen: (row: AgentHoursRow) => void }) {
  const { totals } = page;
  return (
    <TableContainer>
      <Table aria-label={texts.agentsTitle} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.agent}</TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.planned}
            </TableCell>
            <TableCell align="right" sx={{ ...fromMd, ...numericCell }}>
              {texts.realized}
            </TableCell>
            <CategoryHeaders />
            <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
              {texts.weighted}
            </TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.overtime}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.data.map((row) => (
            <TableRow
              key={row.agent.id}
              hover
              tabIndex={0}
              aria-label={texts.openDetail(row.agent.fullname)}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(row);
                }
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.agent.fullname}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {limitText(row.limit)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={numericCell}>
                {hoursText(row.plannedMinutes)}
              </TableCell>
              <TableCell align="right" sx={{ ...fromMd, ...numericCell }}>
                {hoursText(row.realizedMinutes, true)}
              </TableCell>
              <CategoryCells figures={row} />
              <TableCell align="right" sx={{ ...fromSm, ...numericCell, fontWeight: 600 }}>
                {decimalHoursText(row.weightedHours)}
              </TableCell>
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
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              {texts.total} ({page.total})
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
              {hoursText(totals.overtimeMinutes)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
